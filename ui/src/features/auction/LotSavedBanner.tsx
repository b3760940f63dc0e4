import { Callout } from '@blueprintjs/core';
import { LOT_NO_LABEL } from '@cocoon/domain';
import type { InwardSaved } from './auction-api';
import { rupeesPerKg } from './figures';

/**
 * The lot number the market allocated, large enough to read across the counter: the officer writes it on
 * the farmer's bags. In English and Tamil, as the token prints it.
 */
export function LotSavedBanner({ saved, farmer }: { saved: InwardSaved; farmer: string }) {
  return (
    <Callout intent="success" icon="tick-circle" className="auction-saved" role="status">
      <div className="auction-saved__lot">Lot {saved.lotNo} saved</div>
      <div className="auction-saved__tamil" lang="ta">
        {LOT_NO_LABEL.ta} {saved.lotNo}
      </div>
      <div>
        {farmer}
        {farmer ? ' · ' : ''}floor price {rupeesPerKg(saved.floorPricePaise)}
      </div>
    </Callout>
  );
}
