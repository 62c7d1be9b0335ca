import { MSG, signUpStepTwoForm } from '@app/shared';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import { getReferralCode } from '../../../lib/referral.ts';
import { setUser } from '../../../lib/session.ts';
import { useRegister } from '../api/auth.ts';
import { BusinessBasicsFields } from './BusinessBasicsFields.tsx';
import { PasswordFields } from './PasswordFields.tsx';

/** API field → form field, so server validation lands under the right input. */
const serverFields = {
  full_name: 'fullName',
  business_name: 'businessName',
  phone_number: 'phoneNum',
  c_password: 'cPassword',
};

/** Step 2: the account and business details, then registerpartone. */
export function SignUpStepTwo({ email, onBack }: { email: string; onBack: () => void }) {
  const navigate = useNavigate();
  const register = useRegister();
  // Step 1's Continue button is gone: focus goes on to this step's first field, not to the page.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const form = useForm({
    initialValues: {
      fullName: '',
      businessName: '',
      phoneNum: '',
      gender: null as string | null,
      referralCode: getReferralCode(),
      password: '',
      cPassword: '',
    },
    validate: zodResolver(signUpStepTwoForm),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // The form is valid by now: parsing gives the fields trimmed and the gender as one of GENDERS.
      const valid = signUpStepTwoForm.parse(values);
      const result = await register.mutateAsync({
        email,
        full_name: valid.fullName,
        business_name: valid.businessName,
        phone_number: valid.phoneNum,
        gender: valid.gender,
        password: valid.password,
        c_password: valid.cPassword,
        referralCode: valid.referralCode || undefined,
      });
      setUser({ userId: result.userId, token: result.token, regStatus: false });
      alert('positive', result.message || MSG.signUpSuccess);
      navigate('/register/biz-setup', { state: { fromSignUp: true } });
    } catch (error) {
      applyServerErrors(error, form.setFieldError, serverFields);
      reportError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={firstField}
          label="Full name"
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <BusinessBasicsFields form={form} />
        <TextInput
          label="Referral code (optional)"
          placeholder="Have a code? Enter it here"
          {...form.getInputProps('referralCode')}
        />
        <PasswordFields form={form} />
        {/* Side by side from 576 px; stacked on a phone, where 'Create account' was cut to 'Create accou'. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={register.isPending}>
            Create account
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
