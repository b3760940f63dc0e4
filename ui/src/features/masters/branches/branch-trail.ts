import { screenTrail } from '../../shell/screen-trail';
import { TSC_INPUT } from '../../shell/screens';

export const BRANCH_TRAIL = screenTrail(TSC_INPUT);
