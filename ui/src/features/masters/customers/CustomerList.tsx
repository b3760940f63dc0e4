import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { ActiveTag } from '../ActiveTag';
import { RowActions } from '../RowActions';
import { editPath } from '../record-id';
import { useBranches } from '../reference/reference-api';
import { useCustomerList } from './customer-api';
import type { CustomerKind } from './customer-kinds';
import type { CustomerRecord } from './customer-values';
import './customer-form.css';

/**
 * farmerlist and reelerlist: the customers of the markets the user looks after, paged, sorted and searched
 * on the server. Aadhaar, PAN and bank account arrive masked (last 4); the full numbers are only on the
 * entry screen.
 */
export function CustomerList({ kind }: { kind: CustomerKind }) {
  const [, navigate] = useLocation();
  const markets = useBranches('market').data;
  const columns = useMemo(() => {
    const marketName = new Map((markets ?? []).map((m) => [m.branchId, m.branchName]));
    const edit = (c: CustomerRecord) => navigate(editPath(kind.input.path, c.customerId));
    const name: TableColumn<CustomerRecord>[] = [
      { header: 'Head Code', accessor: 'headCode', sortable: true, width: 125 },
      {
        header: 'Name',
        accessor: 'ledgerName',
        sortable: true,
        width: 170,
        // The father's name tells two farmers of one name apart, without a column of its own.
        render: (c) => (
          <>
            {c.ledgerName}
            <div className="customer-list__father">{c.fatherName}</div>
          </>
        ),
      },
    ];
    const contact: TableColumn<CustomerRecord>[] = [
      { header: 'Mobile No', accessor: 'mobileNo', sortable: true, width: 110 },
      { header: 'City / Village', accessor: 'city', sortable: true, width: 115 },
    ];
    // A farmer is paid into the bank; a reeler is known by the licence (and may be a firm with a PAN).
    const list: TableColumn<CustomerRecord>[] =
      kind.type === 'farmer'
        ? [
            ...name,
            ...contact,
            { header: 'Aadhaar No', accessor: 'aadhaarNo', width: 115 },
            { header: 'Bank Account', accessor: 'bankAcNo', width: 125 },
          ]
        : [
            ...name,
            ...contact,
            { header: 'License No', accessor: 'licenseNo', width: 150 },
            { header: 'Aadhaar No', accessor: 'aadhaarNo', width: 115 },
            { header: 'PAN', accessor: 'panNo', width: 110 },
          ];
    // A user who sees more than one market needs to know whose customer a row is.
    if (marketName.size > 1) {
      list.push({
        header: 'Market',
        accessor: 'branchId',
        width: 100,
        render: (c) => marketName.get(c.branchId) ?? '',
      });
    }
    list.push(
      {
        header: 'Status',
        accessor: 'isActive',
        sortable: true,
        alignment: 'center',
        width: 85,
        render: (c) => <ActiveTag value={c.isActive} />,
      },
      {
        header: 'Action',
        accessor: 'customerId',
        alignment: 'center',
        width: 60,
        render: (c) => <RowActions name={c.headCode} onEdit={() => edit(c)} />,
      },
    );
    return list;
  }, [kind, markets, navigate]);
  const list = useCustomerList(kind, columns);

  return (
    <>
      <PageHeader
        title={kind.title}
        trail={screenTrail(kind.list)}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={`Add ${kind.title}`}
            onClick={() => navigate(kind.input.path)}
          />
        }
      />
      <DataTable
        label={`${kind.title}s`}
        columns={columns}
        {...list.tableProps}
        rowKey={(c) => c.customerId}
        onRowDoubleClick={(c) => navigate(editPath(kind.input.path, c.customerId))}
      />
    </>
  );
}
