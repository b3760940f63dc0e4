import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { normalisePath } from '../layout/menu';

type Screen = LazyExoticComponent<ComponentType>;

/** A screen's code is fetched when it is first opened; the percentage loader shows the wait. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazy(async () => ({ default: pick(await load()) }));
}

const customers = () => import('../features/masters/customers/customer-screens');
const staff = () => import('../features/masters/staff/staff-screens');

/**
 * The routes of the screen table that have their real screen. Every other route draws its frame from the
 * table and says it is not available yet; a later issue adds its screen here.
 */
const BUILT: Record<string, Screen> = {
  '/app/dashboard/analytics': screen(
    () => import('../features/dashboard/AnalyticsPage'),
    (m) => m.AnalyticsPage,
  ),
  '/app/userchangepassword': screen(
    () => import('../auth/ChangePasswordPage'),
    (m) => m.ChangePasswordPage,
  ),
  '/app/mastermanagement/cocoontype': screen(
    () => import('../features/masters/CocoonTypeList'),
    (m) => m.CocoonTypeList,
  ),
  '/app/mastermanagement/cocoonType/cooconInput': screen(
    () => import('../features/masters/CocoonTypeInput'),
    (m) => m.CocoonTypeInput,
  ),
  '/app/cocoondefect/defectlist': screen(
    () => import('../features/masters/CocoonDefectList'),
    (m) => m.CocoonDefectList,
  ),
  '/app/cocoondefect/defectinput': screen(
    () => import('../features/masters/CocoonDefectInput'),
    (m) => m.CocoonDefectInput,
  ),
  '/app/mastermanagement/farmerlist': screen(customers, (m) => m.FarmerList),
  '/app/mastermanagement/farmermanage/farmerinput': screen(customers, (m) => m.FarmerInput),
  '/app/mastermanagement/reelerlist': screen(customers, (m) => m.ReelerList),
  '/app/mastermanagement/reelermanage/reelerinput': screen(customers, (m) => m.ReelerInput),
  '/app/mastermanagement/tsclist': screen(
    () => import('../features/masters/branches/BranchList'),
    (m) => m.BranchList,
  ),
  '/app/mastermanagement/TSC/tscinput': screen(
    () => import('../features/masters/branches/BranchInput'),
    (m) => m.BranchInput,
  ),
  '/app/mastermanagement/marketofficerlist': screen(staff, (m) => m.MarketOfficerList),
  '/app/mastermanagement/marketofficer/marketofficerinput': screen(staff, (m) => m.MarketOfficerInput),
  '/app/mastermanagement/masuserlist': screen(staff, (m) => m.UserList),
  '/app/mastermanagement/masuser/masuserinput': screen(staff, (m) => m.UserInput),
  '/app/mastermanagement/assistantlist': screen(
    () => import('../features/masters/assistants/AdList'),
    (m) => m.AdList,
  ),
  '/app/mastermanagement/assistantmanage/assistantinput': screen(
    () => import('../features/masters/assistants/AdInput'),
    (m) => m.AdInput,
  ),
  '/app/mastermanagement/rjdlist': screen(
    () => import('../features/masters/rjds/RjdList'),
    (m) => m.RjdList,
  ),
  '/app/mastermanagement/rjd/rjdinput': screen(
    () => import('../features/masters/rjds/RjdInput'),
    (m) => m.RjdInput,
  ),
  '/app/mastermanagement/settings': screen(
    () => import('../features/masters/settings/SettingsPage'),
    (m) => m.SettingsPage,
  ),
  '/app/inward': screen(
    () => import('../features/auction/InwardList'),
    (m) => m.InwardList,
  ),
  '/app/inwardinput': screen(
    () => import('../features/auction/InwardEntry'),
    (m) => m.InwardEntry,
  ),
  '/app/slotcreation': screen(
    () => import('../features/auction/SlotList'),
    (m) => m.SlotList,
  ),
  '/app/slotcreate': screen(
    () => import('../features/auction/SlotEntry'),
    (m) => m.SlotEntry,
  ),
  '/app/bidapproval': screen(
    () => import('../features/auction/BidApproval'),
    (m) => m.BidApproval,
  ),
  '/app/bidapproved': screen(
    () => import('../features/auction/BidApproved'),
    (m) => m.BidApproved,
  ),
  '/app/auctionweightentry': screen(
    () => import('../features/auction/WeightList'),
    (m) => m.WeightList,
  ),
  '/app/weightentry': screen(
    () => import('../features/auction/WeightEntry'),
    (m) => m.WeightEntry,
  ),
  '/app/livebiddingroom': screen(
    () => import('../features/auction/LiveBiddingRoom'),
    (m) => m.LiveBiddingRoom,
  ),
  '/app/lothistory/:lotId': screen(
    () => import('../features/auction/LotHistory'),
    (m) => m.LotHistory,
  ),
};

const byPath = new Map(Object.entries(BUILT).map(([path, component]) => [normalisePath(path), component]));

export function builtScreen(path: string): Screen | undefined {
  return byPath.get(normalisePath(path));
}
