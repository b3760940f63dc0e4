import type { SchemaForm } from '../../../components/form/use-schema-form';
import type { CustomerKind } from './customer-kinds';
import type { CustomerValues } from './customer-values';

export interface CustomerSectionProps {
  form: SchemaForm<CustomerValues, unknown>;
  kind: CustomerKind;
  /** Registering a new customer (market and head code can still be chosen). */
  adding: boolean;
}
