export { AuditLog, PROBLEMS_KEPT, type StoredSeal, type VerificationRun } from './audit-log.js';
export { chainBody, chainLink, eventHash } from './chain-hash.js';
export { type EventProof, proveEvent } from './event-proof.js';
export type { SealBody, SignedSeal } from './seal.js';
export { sealSignatureValid } from './seal.js';
export {
  generateSealKeyPem,
  keyId,
  parsePrivateSealKey,
  parsePublicSealKey,
  publicKeyOf,
  publicKeyPem,
  SealKeyError,
} from './seal-keys.js';
export { sealHistory, sealIfDue } from './sealer.js';
export { type HistoryProblem, type HistoryProblemKind, verifyAndRecord, verifyHistory } from './verify.js';
