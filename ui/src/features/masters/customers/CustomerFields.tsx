import { AccountSection } from './AccountSection';
import { BankSection } from './BankSection';
import { ContactSection } from './ContactSection';
import { IdentitySection } from './IdentitySection';
import { IdNumbersSection } from './IdNumbersSection';
import { OtherSection } from './OtherSection';
import { PersonalSection } from './PersonalSection';
import type { CustomerSectionProps } from './section-props';
import './customer-form.css';

/** Every field group of spec section 3, in the spec's order; shared by the farmer and reeler forms. */
export function CustomerFields(props: CustomerSectionProps) {
  return (
    <>
      <IdentitySection {...props} />
      <ContactSection {...props} />
      <IdNumbersSection {...props} />
      <BankSection {...props} />
      <AccountSection {...props} />
      <PersonalSection {...props} />
      <OtherSection {...props} />
    </>
  );
}
