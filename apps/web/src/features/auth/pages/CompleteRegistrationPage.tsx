import { socialCompletionForm } from '@app/shared';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import { useSocialRemains } from '../api/auth.ts';
import { AuthShell } from '../components/AuthShell.tsx';
import { BusinessBasicsFields } from '../components/BusinessBasicsFields.tsx';

/** Social sign-up completion: what the identity provider does not tell us. */
export default function CompleteRegistrationPage() {
  const navigate = useNavigate();
  const save = useSocialRemains();
  const form = useForm({
    initialValues: { businessName: '', phoneNum: '', gender: null as string | null },
    validate: zodResolver(socialCompletionForm),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // The form is valid by now: parsing gives the fields trimmed and the gender as one of GENDERS.
      const valid = socialCompletionForm.parse(values);
      const result = await save.mutateAsync({
        business_name: valid.businessName,
        phone_number: valid.phoneNum,
        gender: valid.gender,
      });
      if (result.message) alert('positive', result.message);
      navigate('/register/biz-setup', { state: { fromSignUp: true } });
    } catch (error) {
      applyServerErrors(error, form.setFieldError, {
        business_name: 'businessName',
        phone_number: 'phoneNum',
      });
      reportError(error);
    }
  });

  return (
    <AuthShell title="Almost there" subtitle="A few details about your business to finish signing up.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <BusinessBasicsFields form={form} />
          <Button type="submit" fullWidth loading={save.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
