import { renderJobNameOf } from '@cocoon/domain';
import { type DocumentRequestRow, jobIdFor } from '@cocoon/projectors';
import { getDocumentStatus } from '@cocoon/workers';
import type { AppDeps } from '../http/context.js';

/** Where the render of a requested document stands: a print, a list or a report export alike. */
export interface RenderState {
  status: 'queued' | 'running' | 'ready' | 'failed';
  /** 0 to 100. */
  progress: number;
  attempts: number;
  error?: string;
  fileName?: string;
  sizeBytes?: number;
}

/**
 * One status for every render (issue 24), read one way: the file store says ready or failed for good; before
 * that, the job its request event started (the documents reactor names it by the event's id) says queued or
 * running, and how far. No job yet: the reactor has not enqueued it, so it is queued.
 */
export async function renderStateOf(
  deps: AppDeps,
  request: Pick<DocumentRequestRow, 'documentId' | 'kind' | 'eventId'>,
): Promise<RenderState> {
  const stored = await getDocumentStatus(deps.db, request.documentId);
  if (stored?.status === 'ready')
    return {
      status: 'ready',
      progress: 100,
      attempts: stored.attempts,
      ...(stored.fileName ? { fileName: stored.fileName } : {}),
      ...(stored.sizeBytes !== null ? { sizeBytes: stored.sizeBytes } : {}),
    };
  const job = await deps.documentsQueue.getJob(jobIdFor(renderJobNameOf(request.kind), request.eventId));
  const progress =
    typeof job?.progress === 'number' ? Math.max(0, Math.min(100, Math.round(job.progress))) : 0;
  const attempts = job?.attemptsMade ?? stored?.attempts ?? 0;
  if (stored?.status === 'failed')
    return {
      status: 'failed',
      progress,
      attempts: stored.attempts,
      error: stored.error ?? job?.failedReason,
    };
  const state = job ? await job.getState() : 'waiting';
  return {
    status: state === 'active' ? 'running' : state === 'failed' ? 'failed' : 'queued',
    progress,
    attempts,
    ...(job?.failedReason ? { error: job.failedReason } : {}),
  };
}
