export { logicalTamil, type SavedPdf, savePdf } from './pdf/testing/pdf-files.js';
