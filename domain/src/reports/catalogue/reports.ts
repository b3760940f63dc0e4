import { defineReport, type ReportDefinition } from '../report-definition.js';
import { col } from './columns.js';

/** The Reports menu (spec section 2, /app/reports/). */
export const LOT_REGISTER = defineReport({
  id: 'lot-register',
  title: 'Lot Register',
  call: 'CocoonAuction/LotRegister',
  route: '/app/reports/lotregister',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'The daily transaction register: every lot with its farmer, reeler, weight, rate, amount and levy.',
  parameters: ['market', 'dateRange', 'race', 'lotStatus'],
  landscape: true,
  columns: [
    col.lotId,
    col.date,
    col.lotNo,
    { key: 'farmerCode', header: 'Farmer Code', type: 'text', total: null },
    { key: 'farmerName', header: 'Farmer', type: 'text', total: null },
    { key: 'fatherName', header: 'Father', type: 'text', total: null },
    { key: 'village', header: 'Village', type: 'text', total: null },
    col.race,
    col.netGrams,
    col.ratePaise,
    col.amountPaise,
    col.farmerLevyPaise,
    col.farmerNetPaise,
    col.reelerLevyPaise,
    col.reelerPayablePaise,
    { key: 'reelerName', header: 'Reeler', type: 'text', total: null },
    { key: 'status', header: 'Status', type: 'text', total: null },
  ],
});

export const REPORTS_MENU: readonly ReportDefinition[] = [LOT_REGISTER];
