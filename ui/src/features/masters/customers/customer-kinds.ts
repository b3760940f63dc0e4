import type { Action, CustomerType } from '@cocoon/domain';
import type { ScreenDef } from '../../shell/screen';
import { FARMER_INPUT, FARMER_LIST, REELER_INPUT, REELER_LIST } from '../../shell/screens';
import type { HistoryEntity } from '../history/history-api';

/** What differs between the farmer and the reeler master; everything else is one shared screen. */
export interface CustomerKind {
  type: CustomerType;
  title: 'Farmer' | 'Reeler';
  list: ScreenDef;
  input: ScreenDef;
  /** The list endpoint (Customer/getAll_Farmers or getAll_Reelers). */
  listApi: string;
  action: Action;
  history: HistoryEntity;
}

export const FARMER: CustomerKind = {
  type: 'farmer',
  title: 'Farmer',
  list: FARMER_LIST,
  input: FARMER_INPUT,
  listApi: 'Customer/getAll_Farmers',
  action: 'masters.farmer',
  history: 'farmer',
};

export const REELER: CustomerKind = {
  type: 'reeler',
  title: 'Reeler',
  list: REELER_LIST,
  input: REELER_INPUT,
  listApi: 'Customer/getAll_Reelers',
  action: 'masters.reeler',
  history: 'reeler',
};
