import { ApiError } from '../../api/errors';
import { toastError } from '../../components/feedback/toaster';

/**
 * A refused process is told as the server words it ('No Data Found' when nothing of the date is weighed,
 * 'Selected Data has already been processed' when every lot is billed); a lost session was told already.
 */
export function toastProcessFailure(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  toastError(error instanceof Error ? error.message : 'The bills could not be processed');
}
