import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { documentRequestedAnswerSchema, documentRetryAnswerSchema } from './document-answers.js';
import { documentIdParamsSchema, requestDocumentSchema } from './document-requests.js';

export const requestDocumentCommand = /* @__PURE__ */ defineCommand({
  call: '/documents',
  summary: 'Request a printable document (PDF); it is rendered in the background',
  tag: 'documents',
  permission: 'authenticated',
  input: requestDocumentSchema,
  answer: documentRequestedAnswerSchema,
  example: { request: async () => ({ body: { kind: 'cocoon-defect-list' } }) },
});

export const retryDocumentCommand = /* @__PURE__ */ defineCommand({
  call: '/documents/:id/retry',
  summary: 'Render a failed document again',
  tag: 'documents',
  permission: 'authenticated',
  params: documentIdParamsSchema,
  answer: documentRetryAnswerSchema,
  // It appends no event (the render job runs again): a second request finds the document rendering (409).
  keyed: false,
  example: {
    // The fuzz app's inward tokens fail to render (fuzz-commands.int.spec.ts): each retry needs a failed one.
    request: async (w) => {
      await w.inward();
      const { documentId } = await w.run('Branch Admin', requestDocumentCommand.call, {
        kind: 'inward-token',
        date: w.today(),
      });
      await w.failedDocument(String(documentId));
      return { params: { id: String(documentId) } };
    },
  },
});

/** The documents commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const documentsCommands: readonly CommandDefinition[] = [requestDocumentCommand, retryDocumentCommand];
