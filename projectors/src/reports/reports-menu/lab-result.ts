import type { ReportQuery } from '../report-query.js';
import { lotsInPeriod, periodOf } from './lot-figures.js';

/** CocoonInward/LabResult: the assay of every lot inwarded on the date, as the inward recorded it. */
export const labResult: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  const rows = await lotsInPeriod(ctx, params, from, to)
    .select([
      'l.lot_id',
      'l.branch_id',
      'l.lot_no',
      'l.farmer_code',
      'l.farmer_name',
      'l.silk_name',
      'l.cocoon_weight_grams',
      'l.cocoons_per_kg',
      'l.shell_weight_mg',
      'l.shell_ratio_bp',
      'l.defect_bp',
      'l.renditta_x100',
      'l.floor_price_paise',
    ])
    .orderBy('l.branch_id')
    .orderBy('l.lot_no')
    .execute();
  return {
    rows: rows.map((r) => ({
      lotId: r.lot_id,
      lotNo: r.lot_no,
      farmerCode: r.farmer_code,
      farmerName: r.farmer_name,
      race: r.silk_name,
      cocoonGrams: r.cocoon_weight_grams,
      cocoonsPerKg: r.cocoons_per_kg,
      // Per 100 g is a tenth of per kg; kept in hundredths: × 100 / 10.
      cocoonsPer100g: r.cocoons_per_kg * 10,
      // The sample's shell weight, mg to hundredths of a gram, rounded half up.
      shellCentigrams: Math.round(r.shell_weight_mg / 10),
      shellRatioBp: r.shell_ratio_bp,
      defectBp: r.defect_bp,
      rendittaX100: r.renditta_x100,
      floorPricePaise: r.floor_price_paise,
    })),
  };
};
