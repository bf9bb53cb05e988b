import { type FormEvent } from 'react';
import styled from 'styled-components';
import type { UserChannel } from 'shared-auth';
import { Button, Card, Field, InlineAlert, SelectField, TextArea, TextInput } from 'shared-ui';
import { useEditProfile } from '../hooks/use-edit-profile';
import { useLanguages } from '../hooks/use-languages';
import { CATEGORY_OPTIONS, STATUS_OPTIONS, type LanguageOption, type ProfilePayloadMap } from '../profile-form-rules';
import { CollaborationOptionsSection } from '../../collaboration-options/components/collaboration-options-section';
import { ChannelSummary } from './channel-summary';
import { LanguagePicker } from './language-picker';
import { RegistrationSteps } from './registration-steps';

// The shell's frame provides <main> and the page padding.
const Page = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]} 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Form = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface EditProfilePageProps {
  /** Replaceable calls, for the standalone harness and tests. */
  loadLanguages?: () => Promise<LanguageOption[]>;
  postUpdate?: (payload: ProfilePayloadMap) => Promise<UserChannel>;
}

/** Edit Profile (SPEC §2, §4, §5): verified channel header and the profile form. */
export function EditProfilePage({ loadLanguages, postUpdate }: EditProfilePageProps) {
  const { values, update, save, cancel, saving, feedback, registering, channel } = useEditProfile(postUpdate);
  const languages = useLanguages(loadLanguages);
  // The form's selects: the value and its setter for one field.
  const bind = (key: 'categoryId' | 'collaborationStatus') => ({ value: values[key], onValue: (value: string) => update(key, value) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <Page>
      {registering ? <RegistrationSteps /> : <Title>Edit Profile</Title>}
      <ChannelSummary channel={channel} />
      <Form as="form" onSubmit={onSubmit} noValidate aria-label="Profile" $padding="lg">
        <SelectField label="Niche/Categories" required placeholder="Select a category" options={CATEGORY_OPTIONS} {...bind('categoryId')} />
        <LanguagePicker
          options={languages.languages}
          value={values.languages}
          onChange={(list) => update('languages', list)}
          loading={languages.loading}
          error={languages.error}
        />
        <TwoColumns>
          <Field label="Country">
            <TextInput autoComplete="country-name" value={values.country} onChange={(e) => update('country', e.target.value)} />
          </Field>
          <Field label="City">
            <TextInput autoComplete="address-level2" value={values.city} onChange={(e) => update('city', e.target.value)} />
          </Field>
        </TwoColumns>
        <Field label="Collaboration Interests" hint="For example: guest appearances, shoutout exchanges, joint videos">
          <TextArea value={values.collaborationInterests} onChange={(e) => update('collaborationInterests', e.target.value)} />
        </Field>
        <SelectField label="Collaboration Status" required placeholder="Select a status" options={STATUS_OPTIONS} {...bind('collaborationStatus')} />
        <Field label="About Me/Bio">
          <TextArea rows={5} value={values.about} onChange={(e) => update('about', e.target.value)} />
        </Field>
        {feedback && <InlineAlert tone={feedback.tone}>{feedback.message}</InlineAlert>}
        <Actions>
          <Button variant="secondary" onClick={cancel}>Cancel</Button>
          <Button type="submit" loading={saving}>Update Profile</Button>
        </Actions>
      </Form>
      <CollaborationOptionsSection />
    </Page>
  );
}
