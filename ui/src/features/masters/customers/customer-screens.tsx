import { CustomerInput } from './CustomerInput';
import { CustomerList } from './CustomerList';
import { FARMER, REELER } from './customer-kinds';

/** The four customer routes: one list and one entry screen, bound to the farmer or reeler master. */
export const FarmerList = () => <CustomerList kind={FARMER} />;
export const FarmerInput = () => <CustomerInput kind={FARMER} />;
export const ReelerList = () => <CustomerList kind={REELER} />;
export const ReelerInput = () => <CustomerInput kind={REELER} />;
