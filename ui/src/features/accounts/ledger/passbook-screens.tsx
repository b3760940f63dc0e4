import { CustomerPassbook } from './CustomerPassbook';

/** The two report routes of the one passbook screen. */
export const FarmerPassbook = () => <CustomerPassbook kind="farmer" />;

export const ReelerPassbook = () => <CustomerPassbook kind="reeler" />;
