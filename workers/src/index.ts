export {
  DOCUMENTS_QUEUE,
  type DocumentKind,
  RENDER_DOCUMENT_JOB,
  type RenderDocumentJob,
  renderDocumentJobOptions,
  renderDocumentJobSchema,
} from '@cocoon/domain';
export {
  type AuctionTokenLayout,
  type AuctionTokenPrint,
  type RenderAuctionTokensOptions,
  renderAuctionTokensPdf,
} from './billing/auction-token-pdf.js';
export type { OnProgress } from './billing/batch-progress.js';
export type { BillPrint } from './billing/bill-page.js';
export { type RenderBillsOptions, renderBillsPdf } from './billing/bill-pdf.js';
export { renderInwardTokensDocument } from './billing/billing-documents.js';
export {
  type InwardTokenPrint,
  type RenderTokensOptions,
  renderInwardTokensPdf,
} from './billing/inward-token-pdf.js';
export { loadWorkerConfig, type WorkerConfig, workerConfigSchema } from './config.js';
export { createWorkerDb } from './database.js';
export { findPrintedCodes } from './documents/code-store.js';
export { type PrintedDocumentCode, shortPosition } from './documents/document-codes.js';
export {
  type DocumentSigningKey,
  DocumentTokenError,
  documentJwks,
  lotDigest,
  type PublishedDocumentKey,
  signDocumentClaims,
  TOKEN_REFUSALS,
  type TokenRefusal,
  type VerifiedToken,
  verifyDocumentToken,
} from './documents/document-signing.js';
export type { DocumentSigning } from './documents/processor.js';
export { qrCodesOfPng, readQrCodesFromPdf } from './documents/qr-reader.js';
export type { DocumentRenderer, DocumentRenderers, RenderedDocument } from './documents/renderers.js';
export { signingKeyOf } from './documents/signing-config.js';
export {
  clearDocumentFailure,
  type DocumentFile,
  type DocumentFileStatus,
  type DocumentStatus,
  getDocumentFile,
  getDocumentStatus,
  markDocumentFailed,
  migrateDocumentStore,
  saveRenderedDocument,
} from './documents/store.js';
export { type DocumentWorker, type DocumentWorkerOptions, startDocumentWorker } from './documents/worker.js';
export { renderCocoonDefectListPdf } from './masters/cocoon-defect-list-pdf.js';
export { noticeSenderOf } from './notices/sender-config.js';
export {
  Msg91NoticeSender,
  NoticeGatewayRefused,
  NoticeGatewayUnavailable,
  type NoticeSender,
  OutboxNoticeSender,
  type OutgoingNotice,
} from './notices/senders.js';
export {
  listNoticeMessages,
  migrateNoticeStore,
  noticeMessageEvents,
  noticeMessageId,
  recordDeliveryReport,
  sha256,
} from './notices/store.js';
export { type NoticeWorker, type NoticeWorkerOptions, startNoticeWorker } from './notices/worker.js';
export { neutralise } from './reports/csv-export.js';
export {
  isStreamedFormat,
  REPORT_FILE_MEDIA_TYPES,
  type ReportFile,
  type ReportFileMeta,
  renderReportFile,
  reportFileHead,
  type StreamedReportFormat,
  writeReportFile,
} from './reports/report-file.js';
