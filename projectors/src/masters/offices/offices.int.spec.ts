import type { AdOfficeEvent, BranchEvent, RegionEvent, StaffEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../../runtime/testing/projection-harness.js';
import { officesProjection } from './offices.js';

type OfficeEvent = RegionEvent | AdOfficeEvent | BranchEvent | StaffEvent;
const spec = projectionSpec<OfficeEvent>(officesProjection);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const WEST = uuid(0x101);
const NORTH = uuid(0x102);
const KRISHNAGIRI = uuid(0x201);
const DHARMAPURI = uuid(0x202);
const HOSUR = uuid(0x301);
const OFFICER = uuid(0x401);
const AD = uuid(0x402);
const RJD = uuid(0x403);
const AT = DEFAULT_METADATA.occurredAt;
const LATER = '2026-11-23T06:15:00.000Z';
const later = (event: OfficeEvent) => recorded(event, { occurredAt: LATER, userName: 'admin' });

const region = (regionId: string, regionCode: string, regionName: string): OfficeEvent => ({
  type: 'RegionRegistered',
  data: { regionId, regionCode, regionName },
});
const adOffice = (
  adOfficeId: string,
  adCode: string,
  adOfficeName: string,
  regionId: string,
): OfficeEvent => ({
  type: 'AdOfficeOpened',
  data: { adOfficeId, adCode, adOfficeName, regionId },
});
const hosurDetails = {
  branchId: HOSUR,
  branchName: 'Hosur',
  branchNameTa: 'ஓசூர்',
  adOfficeId: KRISHNAGIRI,
  regionId: WEST,
  address1: 'Cocoon Market, Bagalur Road',
  address2: null,
  city: 'Hosur',
  pinCode: '635109',
  mobileNo: '9443000001',
  officeNo: '04344-222333',
  alternateNo: null,
  emailId: 'hosur@tnsericulture.example',
};
const hosurOpened: OfficeEvent = {
  type: 'BranchOpened',
  data: { ...hosurDetails, branchCode: 'HSR', kind: 'market' },
};
const officer: OfficeEvent = {
  type: 'StaffRegistered',
  data: {
    staffId: OFFICER,
    userName: 'hsr.officer',
    userType: 'Market Officer',
    name: 'Selvi R',
    designation: 'Junior Inspector',
    mobileNo: '9443000011',
    emailId: 'selvi@tnsericulture.example',
    regionId: null,
    adOfficeId: null,
    branchId: HOSUR,
  },
};
const assistantDirector: OfficeEvent = {
  type: 'StaffRegistered',
  data: {
    staffId: AD,
    userName: 'kgi.ad',
    userType: 'AD',
    name: 'Ravi Kumar',
    designation: 'Assistant Director',
    mobileNo: '9443000022',
    emailId: 'ravi@tnsericulture.example',
    regionId: null,
    adOfficeId: KRISHNAGIRI,
    branchId: null,
  },
};
/** The office tree every test below starts from: West region, Krishnagiri AD office, Hosur market. */
const tree: OfficeEvent[] = [
  region(WEST, 'W', 'West'),
  adOffice(KRISHNAGIRI, 'KGI', 'Krishnagiri', WEST),
  hosurOpened,
];

describe('masters.offices', () => {
  describe('regions', () => {
    it('a registered region is active and stamped', async () => {
      await spec.given([region(WEST, 'W', 'West')]).thenRows({
        regions: [
          {
            region_id: WEST,
            region_code: 'W',
            region_name: 'West',
            is_active: 1,
            created_at: AT,
            updated_at: AT,
            updated_by: 'hsr.officer',
          },
        ],
      });
    });

    it('a rename reaches the AD offices, branches and staff of the region, and no other', async () => {
      await spec
        .given(
          [...tree, region(NORTH, 'N', 'North'), adOffice(DHARMAPURI, 'DPI', 'Dharmapuri', NORTH), officer],
          [later({ type: 'RegionRenamed', data: { regionId: WEST, regionName: 'Western' } })],
        )
        .thenRows({
          regions: [
            {
              region_id: WEST,
              region_name: 'Western',
              region_code: 'W',
              updated_at: LATER,
              updated_by: 'admin',
            },
            {
              region_id: NORTH,
              region_name: 'North',
              region_code: 'N',
              updated_at: AT,
              updated_by: 'hsr.officer',
            },
          ],
          ad_offices: [
            { ad_office_id: KRISHNAGIRI, region_name: 'Western', updated_at: AT },
            { ad_office_id: DHARMAPURI, region_name: 'North', updated_at: AT },
          ],
          branches: [{ branch_id: HOSUR, region_name: 'Western', updated_at: AT }],
          staff: [{ staff_id: OFFICER, region_name: 'Western', updated_at: AT }],
        });
    });

    it('deactivation and reactivation flip is_active', async () => {
      await spec
        .given(
          [region(WEST, 'W', 'West'), region(NORTH, 'N', 'North')],
          [
            { type: 'RegionDeactivated', data: { regionId: WEST } },
            { type: 'RegionDeactivated', data: { regionId: NORTH } },
            later({ type: 'RegionReactivated', data: { regionId: NORTH } }),
          ],
        )
        .thenRows({
          regions: [
            { region_id: WEST, is_active: 0, updated_at: AT },
            { region_id: NORTH, is_active: 1, updated_at: LATER, updated_by: 'admin' },
          ],
        });
    });
  });

  describe('AD offices', () => {
    it('an opened office copies its region’s code and name and has no AD yet', async () => {
      await spec
        .given([region(WEST, 'W', 'West')], [adOffice(KRISHNAGIRI, 'KGI', 'Krishnagiri', WEST)])
        .thenRows({
          ad_offices: [
            {
              ad_office_id: KRISHNAGIRI,
              ad_code: 'KGI',
              name: 'Krishnagiri',
              region_id: WEST,
              region_code: 'W',
              region_name: 'West',
              ad_staff_id: null,
              ad_name: null,
              ad_user_name: null,
              ad_mobile_no: null,
              ad_email_id: null,
              ad_is_active: null,
              is_active: 1,
              created_at: AT,
              updated_at: AT,
              updated_by: 'hsr.officer',
            },
          ],
        });
    });

    it('a rename reaches its branches and staff', async () => {
      await spec
        .given(
          [...tree, officer],
          [
            later({
              type: 'AdOfficeRenamed',
              data: { adOfficeId: KRISHNAGIRI, adOfficeName: 'Krishnagiri North' },
            }),
          ],
        )
        .thenRows({
          ad_offices: [
            { ad_office_id: KRISHNAGIRI, name: 'Krishnagiri North', updated_at: LATER, updated_by: 'admin' },
          ],
          branches: [{ branch_id: HOSUR, ad_office_name: 'Krishnagiri North', updated_at: AT }],
          staff: [{ staff_id: OFFICER, ad_office_name: 'Krishnagiri North', updated_at: AT }],
        });
    });

    it('deactivation and reactivation flip is_active', async () => {
      await spec
        .given(tree, [{ type: 'AdOfficeDeactivated', data: { adOfficeId: KRISHNAGIRI } }])
        .thenRows({ ad_offices: [{ ad_office_id: KRISHNAGIRI, is_active: 0 }] });
      await spec
        .given([later({ type: 'AdOfficeReactivated', data: { adOfficeId: KRISHNAGIRI } })])
        .thenRows({ ad_offices: [{ ad_office_id: KRISHNAGIRI, is_active: 1, updated_at: LATER }] });
    });
  });

  describe('branches', () => {
    it('an opened branch carries its AD office’s and region’s names', async () => {
      await spec.given(tree).thenRows({
        branches: [
          {
            branch_id: HOSUR,
            branch_code: 'HSR',
            name_en: 'Hosur',
            name_ta: 'ஓசூர்',
            kind: 'market',
            ad_office_id: KRISHNAGIRI,
            ad_office_name: 'Krishnagiri',
            region_id: WEST,
            region_name: 'West',
            address1: 'Cocoon Market, Bagalur Road',
            address2: null,
            city: 'Hosur',
            pin_code: '635109',
            mobile_no: '9443000001',
            office_no: '04344-222333',
            alternate_no: null,
            email_id: 'hosur@tnsericulture.example',
            is_active: 1,
            created_at: AT,
            updated_at: AT,
            updated_by: 'hsr.officer',
          },
        ],
      });
    });

    it('an update moving it to another AD office takes its staff along to that office and region', async () => {
      const moved = later({
        type: 'BranchUpdated',
        data: {
          ...hosurDetails,
          branchName: 'Hosur Market',
          adOfficeId: DHARMAPURI,
          regionId: NORTH,
          address2: 'Near bus stand',
        },
      });
      await spec
        .given(
          [...tree, region(NORTH, 'N', 'North'), adOffice(DHARMAPURI, 'DPI', 'Dharmapuri', NORTH), officer],
          [moved],
        )
        .thenRows({
          branches: [
            {
              branch_id: HOSUR,
              branch_code: 'HSR',
              name_en: 'Hosur Market',
              kind: 'market',
              ad_office_id: DHARMAPURI,
              ad_office_name: 'Dharmapuri',
              region_id: NORTH,
              region_name: 'North',
              address2: 'Near bus stand',
              created_at: AT,
              updated_at: LATER,
              updated_by: 'admin',
            },
          ],
          staff: [
            {
              staff_id: OFFICER,
              branch_id: HOSUR,
              branch_code: 'HSR',
              branch_name: 'Hosur Market',
              ad_office_id: DHARMAPURI,
              ad_office_name: 'Dharmapuri',
              region_id: NORTH,
              region_name: 'North',
              region_code: 'N',
              updated_at: AT,
            },
          ],
        });
    });

    it('deactivation and reactivation flip is_active', async () => {
      await spec
        .given(tree, [
          { type: 'BranchDeactivated', data: { branchId: HOSUR } },
          later({ type: 'BranchReactivated', data: { branchId: HOSUR } }),
        ])
        .thenRows({ branches: [{ branch_id: HOSUR, is_active: 1, updated_at: LATER }] });
      await spec
        .given([{ type: 'BranchDeactivated', data: { branchId: HOSUR } }])
        .thenRows({ branches: [{ branch_id: HOSUR, is_active: 0 }] });
    });
  });

  describe('staff', () => {
    it('a branch’s staff member gets the branch, its AD office and region', async () => {
      await spec.given(tree, [officer]).thenRows({
        staff: [
          {
            staff_id: OFFICER,
            user_name: 'hsr.officer',
            name: 'Selvi R',
            user_type: 'Market Officer',
            designation: 'Junior Inspector',
            mobile_no: '9443000011',
            email_id: 'selvi@tnsericulture.example',
            region_id: WEST,
            region_code: 'W',
            region_name: 'West',
            ad_office_id: KRISHNAGIRI,
            ad_office_name: 'Krishnagiri',
            branch_id: HOSUR,
            branch_code: 'HSR',
            branch_name: 'Hosur',
            is_active: 1,
            created_at: AT,
            updated_at: AT,
            updated_by: 'hsr.officer',
          },
        ],
      });
    });

    it('an AD gets the office and region, and becomes the AD shown on the office’s row', async () => {
      await spec.given(tree, [assistantDirector]).thenRows({
        staff: [
          {
            staff_id: AD,
            user_type: 'AD',
            region_id: WEST,
            region_code: 'W',
            region_name: 'West',
            ad_office_id: KRISHNAGIRI,
            ad_office_name: 'Krishnagiri',
            branch_id: null,
            branch_code: null,
            branch_name: null,
          },
        ],
        ad_offices: [
          {
            ad_office_id: KRISHNAGIRI,
            ad_staff_id: AD,
            ad_name: 'Ravi Kumar',
            ad_user_name: 'kgi.ad',
            ad_mobile_no: '9443000022',
            ad_email_id: 'ravi@tnsericulture.example',
            ad_is_active: 1,
          },
        ],
      });
    });

    it('an RJD gets only the region', async () => {
      const rjd: OfficeEvent = {
        type: 'StaffRegistered',
        data: {
          staffId: RJD,
          userName: 'west.rjd',
          userType: 'RJD',
          name: 'Lakshmi N',
          designation: null,
          mobileNo: '9443000033',
          emailId: 'lakshmi@tnsericulture.example',
          regionId: WEST,
          adOfficeId: null,
          branchId: null,
        },
      };
      await spec.given(tree, [rjd]).thenRows({
        staff: [
          {
            staff_id: RJD,
            designation: null,
            region_id: WEST,
            region_code: 'W',
            region_name: 'West',
            ad_office_id: null,
            ad_office_name: null,
            branch_id: null,
          },
        ],
      });
    });

    it('an update changes the profile on the staff row and on the AD office’s row', async () => {
      await spec
        .given(
          [...tree, assistantDirector],
          [
            later({
              type: 'StaffUpdated',
              data: {
                staffId: AD,
                name: 'Ravi Kumar S',
                designation: 'Deputy Director',
                mobileNo: '9443000099',
                emailId: 'ravi.s@tnsericulture.example',
              },
            }),
          ],
        )
        .thenRows({
          staff: [
            {
              staff_id: AD,
              user_name: 'kgi.ad',
              name: 'Ravi Kumar S',
              designation: 'Deputy Director',
              mobile_no: '9443000099',
              email_id: 'ravi.s@tnsericulture.example',
              created_at: AT,
              updated_at: LATER,
              updated_by: 'admin',
            },
          ],
          ad_offices: [
            {
              ad_office_id: KRISHNAGIRI,
              ad_name: 'Ravi Kumar S',
              ad_mobile_no: '9443000099',
              ad_email_id: 'ravi.s@tnsericulture.example',
              updated_at: AT,
            },
          ],
        });
    });

    it('a password reset only stamps the row', async () => {
      await spec
        .given([...tree, officer], [later({ type: 'StaffPasswordReset', data: { staffId: OFFICER } })])
        .thenRows({
          staff: [
            {
              staff_id: OFFICER,
              name: 'Selvi R',
              is_active: 1,
              created_at: AT,
              updated_at: LATER,
              updated_by: 'admin',
            },
          ],
        });
    });

    it('deactivating the AD marks both rows inactive; reactivating marks both active', async () => {
      await spec
        .given([...tree, assistantDirector, officer], [{ type: 'StaffDeactivated', data: { staffId: AD } }])
        .thenRows({
          staff: [
            { staff_id: OFFICER, is_active: 1 },
            { staff_id: AD, is_active: 0 },
          ],
          ad_offices: [{ ad_office_id: KRISHNAGIRI, ad_is_active: 0, is_active: 1 }],
        });
      await spec.given([{ type: 'StaffReactivated', data: { staffId: AD } }]).thenRows({
        staff: [
          { staff_id: OFFICER, is_active: 1 },
          { staff_id: AD, is_active: 1 },
        ],
        ad_offices: [{ ad_office_id: KRISHNAGIRI, ad_is_active: 1 }],
      });
    });
  });

  it('a whole tree and its renames in one batch, applied in event order', async () => {
    await spec
      .given([
        ...tree,
        assistantDirector,
        officer,
        { type: 'RegionRenamed', data: { regionId: WEST, regionName: 'Western' } },
        { type: 'AdOfficeRenamed', data: { adOfficeId: KRISHNAGIRI, adOfficeName: 'Krishnagiri North' } },
        { type: 'StaffDeactivated', data: { staffId: OFFICER } },
      ])
      .thenRows({
        regions: [{ region_id: WEST, region_name: 'Western' }],
        ad_offices: [
          { ad_office_id: KRISHNAGIRI, name: 'Krishnagiri North', region_name: 'Western', ad_staff_id: AD },
        ],
        branches: [{ branch_id: HOSUR, ad_office_name: 'Krishnagiri North', region_name: 'Western' }],
        staff: [
          { staff_id: OFFICER, ad_office_name: 'Krishnagiri North', region_name: 'Western', is_active: 0 },
          { staff_id: AD, ad_office_name: 'Krishnagiri North', region_name: 'Western', is_active: 1 },
        ],
      });
  });
});
