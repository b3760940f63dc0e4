/**
 * Lists of values of spec section 7 (MasLov/getAll_LovType/...). Fixed reference lists: a new value is a code
 * change reviewed like any rule, not a form anyone can fill.
 */
export const LISTS_OF_VALUES = {
  // Holding size categories used by sericulture schemes (marginal < 1 ha, small 1-2 ha, others above).
  FarmerType: [
    { code: 'MARGINAL', name: 'Marginal farmer' },
    { code: 'SMALL', name: 'Small farmer' },
    { code: 'OTHER', name: 'Other farmer' },
  ],
  // Reeling technology of the licensed unit.
  ReelerType: [
    { code: 'CHARKA', name: 'Charka reeler' },
    { code: 'COTTAGE', name: 'Cottage basin reeler' },
    { code: 'MULTIEND', name: 'Multi-end reeler' },
    { code: 'ARM', name: 'Automatic reeling machine' },
  ],
  VouType: [
    { code: 'RECEIPT', name: 'Receipt' },
    { code: 'PAYMENT', name: 'Payment' },
    { code: 'JOURNAL', name: 'Journal' },
    { code: 'CONTRA', name: 'Contra' },
  ],
} as const;

export type LovType = keyof typeof LISTS_OF_VALUES;
export const LOV_TYPES = Object.keys(LISTS_OF_VALUES) as LovType[];
