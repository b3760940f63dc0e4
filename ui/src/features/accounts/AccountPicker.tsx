import { Menu, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { accountLabel, findAccounts, MAX_MATCHES, type SearchableAccount } from './account-search';
import './account-picker.css';

/** One account offered: its stable key, and what it is (market account, farmer, reeler) for the list. */
export interface PickableAccount extends SearchableAccount {
  key: string;
  group?: string;
}

export interface AccountPickerProps<A extends PickableAccount> {
  id: string;
  /** The field's name for a screen reader when no visible label is tied to it (a voucher line). */
  label?: string;
  value: string;
  accounts: readonly A[];
  onChange: (key: string, account: A) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

const WHAT = 'code, name, village or mobile';

/**
 * A searchable account picker (issue 27): type any part of the code, name, village or mobile number; arrows move,
 * Enter chooses. The market's accounts come whole (a few hundred to a few thousand): the first matches are listed.
 */
export function AccountPicker<A extends PickableAccount>({
  id,
  label,
  value,
  accounts,
  onChange,
  placeholder = `Type a ${WHAT}`,
  disabled,
  invalid,
}: AccountPickerProps<A>) {
  const selected = accounts.find((a) => a.key === value) ?? null;
  return (
    <Suggest<A>
      className="account-picker"
      fill
      disabled={disabled}
      items={accounts as A[]}
      selectedItem={selected}
      itemsEqual="key"
      itemListPredicate={(query, items) => findAccounts(items, query)}
      inputValueRenderer={accountLabel}
      onItemSelect={(account) => onChange(account.key, account)}
      resetOnClose
      popoverProps={{ minimal: true, matchTargetWidth: true, popoverClassName: 'account-picker__popover' }}
      menuProps={{ 'aria-label': 'Accounts found' }}
      inputProps={{
        id,
        placeholder,
        'aria-label': label,
        intent: invalid ? 'danger' : 'none',
        leftIcon: 'search',
      }}
      itemRenderer={(account, { handleClick, handleFocus, modifiers, ref, index }) => {
        if (!modifiers.matchesPredicate) return null;
        return (
          <MenuItem
            key={account.key}
            ref={ref}
            roleStructure="listoption"
            active={modifiers.active}
            selected={account.key === value}
            disabled={modifiers.disabled}
            onClick={handleClick}
            onFocus={handleFocus}
            // A long name wraps rather than hiding the end of the name.
            multiline
            text={accountLabel(account)}
            label={[account.group, account.village].filter(Boolean).join(' · ')}
            data-index={index}
          />
        );
      }}
      itemListRenderer={({ filteredItems, renderItem, itemsParentRef, menuProps, query }) => (
        <Menu role="listbox" {...menuProps} ulRef={itemsParentRef} className="account-picker__menu">
          {filteredItems.length === 0 ? (
            <MenuItem disabled roleStructure="listoption" text={`No account matches: try a ${WHAT}`} />
          ) : (
            filteredItems.map(renderItem)
          )}
          {filteredItems.length === MAX_MATCHES && (
            <MenuItem
              disabled
              roleStructure="listoption"
              text={query ? 'More match: type more to narrow' : 'Type to find the rest'}
            />
          )}
        </Menu>
      )}
    />
  );
}
