import { defineReport } from '../report-definition.js';
import { col } from './columns.js';

/** The lots behind a figure (a drill-down from any report's `lots` cell); each lot opens its history. */
export const LOTS_DRILL = defineReport({
  id: 'lots',
  title: 'Lots',
  call: 'Reports/Lots',
  route: null,
  group: 'drill',
  permission: 'reports.view',
  purpose: 'The lots behind a figure of a report.',
  parameters: ['lotFilter'],
  landscape: true,
  columns: [
    col.lotId,
    col.date,
    col.market,
    col.lotNo,
    { key: 'farmerName', header: 'Farmer', type: 'text', total: null },
    col.race,
    col.netGrams,
    col.ratePaise,
    col.amountPaise,
    col.farmerLevyPaise,
    col.reelerLevyPaise,
    { key: 'reelerName', header: 'Reeler', type: 'text', total: null },
    { key: 'status', header: 'Status', type: 'text', total: null },
  ],
});
