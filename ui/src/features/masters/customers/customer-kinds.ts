import type { Action, CustomerType } from '@cocoon/domain';
import type { HistoryEntity } from '../history/history-api';
import { FARMER_INPUT, FARMER_LIST, REELER_INPUT, REELER_LIST } from '../paths';

/** What differs between the farmer and the reeler master; everything else is one shared screen. */
export interface CustomerKind {
  type: CustomerType;
  title: 'Farmer' | 'Reeler';
  listPath: string;
  inputPath: string;
  /** The list endpoint (Customer/getAll_Farmers or getAll_Reelers). */
  listApi: string;
  action: Action;
  history: HistoryEntity;
}

export const FARMER: CustomerKind = {
  type: 'farmer',
  title: 'Farmer',
  listPath: FARMER_LIST,
  inputPath: FARMER_INPUT,
  listApi: 'Customer/getAll_Farmers',
  action: 'masters.farmer',
  history: 'farmer',
};

export const REELER: CustomerKind = {
  type: 'reeler',
  title: 'Reeler',
  listPath: REELER_LIST,
  inputPath: REELER_INPUT,
  listApi: 'Customer/getAll_Reelers',
  action: 'masters.reeler',
  history: 'reeler',
};
