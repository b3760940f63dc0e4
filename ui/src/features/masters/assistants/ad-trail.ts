import { screenTrail } from '../../shell/screen-trail';
import { AD_INPUT } from '../../shell/screens';

export const AD_TRAIL = screenTrail(AD_INPUT);
