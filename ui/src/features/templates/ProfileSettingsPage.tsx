import { ProfileSettingsForm } from './ProfileSettingsForm';
import { TemplateNotice } from './TemplateNotice';
import { TemplatePage } from './TemplatePage';

/** /auth/profile-settings */
export function ProfileSettingsPage() {
  return (
    <TemplatePage title="Profile settings">
      <TemplateNotice>
        A template profile form. Update profile is an empty stub: nothing you enter here is saved or sent.
      </TemplateNotice>
      <ProfileSettingsForm />
    </TemplatePage>
  );
}
