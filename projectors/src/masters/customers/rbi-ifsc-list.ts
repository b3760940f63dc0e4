import { createRequire } from 'node:module';
import type { IfscExists } from '@cocoon/domain';

interface IfscPackage {
  /** True when the code is in the RBI list the package ships (offline; says nothing of NEFT enablement). */
  validate(code: string): boolean;
}

let list: IfscPackage | undefined;

/**
 * Is an IFSC in the RBI list of bank branches? Razorpay's `ifsc` package ships the list (about 1 MB of JSON,
 * read on the first question, not at start). Server side only: the form's check in the api and the report
 * "Bank Details To Verify" ask it; the screens never carry the list.
 */
export const ifscInRbiList: IfscExists = (code) => {
  list ??= createRequire(import.meta.url)('ifsc') as IfscPackage;
  return list.validate(code);
};
