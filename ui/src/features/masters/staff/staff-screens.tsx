import { StaffInput } from './StaffInput';
import { StaffList } from './StaffList';
import { MARKET_OFFICER, USER } from './staff-kinds';

/** The market officer and user routes: one list and one entry screen, bound to each master. */
export const MarketOfficerList = () => <StaffList kind={MARKET_OFFICER} />;
export const MarketOfficerInput = () => <StaffInput kind={MARKET_OFFICER} />;
export const UserList = () => <StaffList kind={USER} />;
export const UserInput = () => <StaffInput kind={USER} />;
