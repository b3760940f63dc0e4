import { saveCocoonDefectSchema } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, withoutField } from './field-errors';

describe('issuesToFieldErrors', () => {
  it("turns the shared schema's messages into per-field messages", () => {
    const result = saveCocoonDefectSchema.safeParse({ defectCode: ' ', defectName: '' });
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.error!.issues)).toEqual({
      defectCode: ['Please enter Defect Code'],
      defectName: ['Please enter Defect Name'],
    });
  });

  it('keeps each message once and files path-less issues under _form', () => {
    expect(
      issuesToFieldErrors([
        { path: ['a', 0], message: 'm' },
        { path: ['a'], message: 'm' },
        { path: [], message: 'whole' },
      ]),
    ).toEqual({ a: ['m'], _form: ['whole'] });
  });
});

describe('withoutField', () => {
  it('removes one field and leaves the object alone when absent', () => {
    const errors = { a: ['x'], b: ['y'] };
    expect(withoutField(errors, 'a')).toEqual({ b: ['y'] });
    expect(withoutField(errors, 'c')).toBe(errors);
  });
});
