import { z } from 'zod';
import { REPORT_FILE_FORMATS } from '../reports/report-files.js';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError } from '../shared/errors.js';

/**
 * A printable document (PDF) is derived data: a request is an event, a worker renders it from read models, and
 * it can be rendered again at any time. One stream per document.
 */
export const DOCUMENT_KINDS = [
  'cocoon-defect-list',
  'inward-token',
  'auction-token',
  'farmer-bill',
  'reeler-invoice',
  'farmer-payment-receipt',
  'reeler-receipt',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Kinds printed for records of a market's date (tokens by lot, bills by bill id, cash receipts by payment id on
 * the date paid, reeler receipts by receipt id on the date received); every copy is counted.
 */
export const PRINT_KINDS = [
  'inward-token',
  'auction-token',
  'farmer-bill',
  'reeler-invoice',
  'farmer-payment-receipt',
  'reeler-receipt',
] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];
export const isPrintKind = (kind: DocumentKind): kind is PrintKind =>
  (PRINT_KINDS as readonly string[]).includes(kind);

/** The auction token in triplicate: farmer, reeler and office copies on one sheet, or one page each. */
export const TOKEN_LAYOUTS = ['one-sheet', 'three-pages'] as const;
/** Inward tokens two to an A4 sheet (half a page each), or three (a third each) to save paper (issue 27). */
export const INWARD_TOKEN_LAYOUTS = ['two-per-page', 'three-per-page'] as const;
export type InwardTokenLayout = (typeof INWARD_TOKEN_LAYOUTS)[number];
/** Every layout a print can ask for; which ones a kind takes is `layoutsOf`. */
export const PRINT_LAYOUTS = [...TOKEN_LAYOUTS, ...INWARD_TOKEN_LAYOUTS] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/** The layouts a kind prints in, its default first; none for a kind printed one way only (bills, receipts). */
export function layoutsOf(kind: DocumentKind): readonly PrintLayout[] {
  if (kind === 'auction-token') return TOKEN_LAYOUTS;
  if (kind === 'inward-token') return INWARD_TOKEN_LAYOUTS;
  return [];
}

/** The layout a print renders in: the one asked for if the kind takes it, else the kind's default. */
export function layoutIn<L extends PrintLayout>(layouts: readonly [L, ...L[]], asked: PrintLayout | null): L {
  return layouts.find((layout) => layout === asked) ?? layouts[0];
}

export const requestDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Unknown document kind' }),
  /** Print kinds: the market and date whose records are printed. */
  marketId: z.uuid('Select a market').optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a date.')
    .optional(),
  /**
   * Lot ids (tokens), bill ids (bills), payment ids (farmer receipts) or receipt ids (reeler receipts); absent:
   * every record of the date.
   */
  ids: z.array(z.uuid('Not a record id')).min(1).max(5000).optional(),
  /** A token's layout (layoutsOf the kind); absent: the kind's first. */
  layout: z.enum(PRINT_LAYOUTS, { error: 'Unknown layout' }).optional(),
});
export type RequestDocumentInput = z.infer<typeof requestDocumentSchema>;

/** A requested document's path parameter (`/documents/{id}`). */
export const documentIdParamsSchema = z.object({ id: z.uuid('Not a document id') });

/** Every copy of a printed record is numbered: copy 1 is the original, any later copy prints DUPLICATE. */
export const printItemSchema = z.object({ id: z.string(), copy: z.number().int().positive() });
export const printSubjectSchema = z.object({
  marketId: z.string(),
  date: z.string(),
  items: z.array(printItemSchema),
  layout: z.enum(PRINT_LAYOUTS).nullable(),
});
export type PrintSubject = z.infer<typeof printSubjectSchema>;

export const documentStream = (documentId: string) => `document-${documentId}`;

/** The kind a report export is recorded under (its file sits with the documents'). */
export const EXPORT_DOCUMENT_KIND = 'report-export';

const exportScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('region'), regionId: z.string() }),
  z.object({ kind: z.literal('adOffice'), adOfficeId: z.string() }),
  z.object({ kind: z.literal('branch'), branchId: z.string() }),
  z.object({ kind: z.literal('none') }),
]);

/** A report export asked for: the report, its checked parameters and the requester's scope at the request. */
export const reportExportRequestSchema = z.object({
  documentId: z.uuid(),
  kind: z.literal(EXPORT_DOCUMENT_KIND),
  reportId: z.string(),
  format: z.enum(REPORT_FILE_FORMATS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  scope: exportScopeSchema,
  /** The market the file is about (the one picked, or the requester's own); null for an office-wide export. */
  marketId: z.string().nullable(),
  market: z.string(),
  requestedBy: z.string(),
  /** The server clock at the request: the file shows what the screen showed then (a slot ended or not). */
  requestedAt: z.iso.datetime(),
});
export type ReportExportRequest = z.infer<typeof reportExportRequestSchema>;

/**
 * Every render starts from an event in the document's stream (issue 24): a print or list (DocumentRequested) or a
 * report export (ReportExportRequested); the documents reactor enqueues its job, the worker renders it.
 */
export const documentEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('DocumentRequested'),
    data: z.object({
      documentId: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      requestedBy: z.string(),
      requestedAt: z.string(),
      print: printSubjectSchema.optional(),
    }),
  }),
  z.object({ type: z.literal('ReportExportRequested'), data: reportExportRequestSchema }),
]);
export type DocumentEvent = z.infer<typeof documentEventSchema>;

export type DocumentCommand =
  | {
      type: 'RequestDocument';
      data: { documentId: string; kind: DocumentKind; requestedBy: string; requestedAt: string };
    }
  | { type: 'RequestReportExport'; data: ReportExportRequest };

/**
 * One print register per market, kind and date: it numbers the copies of each record, so two officers printing
 * the same bill at the same moment get copy 1 and copy 2, never two originals.
 */
export const printRegisterStream = (kind: PrintKind, marketId: string, date: string) =>
  `prints-${kind}-${marketId}-${date}`;

export type PrintCommand = {
  type: 'RequestPrint';
  data: {
    documentId: string;
    kind: PrintKind;
    marketId: string;
    date: string;
    ids: string[];
    layout: PrintLayout | null;
    requestedBy: string;
    requestedAt: string;
  };
};

export const printRegister: Decider<
  PrintCommand,
  DocumentEvent,
  { copies: Readonly<Record<string, number>> }
> = {
  initialState: { copies: {} },
  decide(command, state) {
    switch (command.type) {
      case 'RequestPrint': {
        const { ids, marketId, date, layout, ...request } = command.data;
        if (ids.length === 0) throw new ConflictError('Nothing to print');
        const unique = [...new Set(ids)];
        return [
          {
            type: 'DocumentRequested',
            data: {
              ...request,
              print: {
                marketId,
                date,
                layout,
                items: unique.map((id) => ({ id, copy: (state.copies[id] ?? 0) + 1 })),
              },
            },
          },
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'DocumentRequested': {
        const copies = { ...state.copies };
        for (const item of event.data.print?.items ?? [])
          copies[item.id] = Math.max(copies[item.id] ?? 0, item.copy);
        return { copies };
      }
      // A report export has its own document stream; a print register never holds one.
      case 'ReportExportRequested':
        return state;
      default:
        return assertNever(event);
    }
  },
};

export const documentRequest: Decider<DocumentCommand, DocumentEvent, { requested: boolean }> = {
  initialState: { requested: false },
  decide(command, state) {
    switch (command.type) {
      case 'RequestDocument':
        if (state.requested) throw new ConflictError('This document has already been requested');
        return [{ type: 'DocumentRequested', data: command.data }];
      case 'RequestReportExport':
        if (state.requested) throw new ConflictError('This export has already been requested');
        return [{ type: 'ReportExportRequested', data: command.data }];
      default:
        return assertNever(command);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'DocumentRequested':
      case 'ReportExportRequested':
        return { requested: true };
      default:
        return assertNever(event);
    }
  },
};
