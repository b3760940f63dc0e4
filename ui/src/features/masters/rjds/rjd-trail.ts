import { screenTrail } from '../../shell/screen-trail';
import { RJD_INPUT } from '../../shell/screens';

export const RJD_TRAIL = screenTrail(RJD_INPUT);
