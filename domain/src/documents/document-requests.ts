import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError } from '../shared/errors.js';

/**
 * A printable document (PDF) is derived data: a request is an event, a worker renders it from read models, and
 * it can be rendered again at any time. One stream per document.
 */
export const DOCUMENT_KINDS = ['cocoon-defect-list'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const requestDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Unknown document kind' }),
});

export const documentStream = (documentId: string) => `document-${documentId}`;

export const documentEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('DocumentRequested'),
    data: z.object({
      documentId: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      requestedBy: z.string(),
      requestedAt: z.string(),
    }),
  }),
]);
export type DocumentEvent = z.infer<typeof documentEventSchema>;

export type DocumentCommand = {
  type: 'RequestDocument';
  data: { documentId: string; kind: DocumentKind; requestedBy: string; requestedAt: string };
};

export const documentRequest: Decider<DocumentCommand, DocumentEvent, { requested: boolean }> = {
  initialState: { requested: false },
  decide(command, state) {
    switch (command.type) {
      case 'RequestDocument':
        if (state.requested) throw new ConflictError('This document has already been requested');
        return [{ type: 'DocumentRequested', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'DocumentRequested':
        return { requested: true };
      default:
        return assertNever(event.type);
    }
  },
};
