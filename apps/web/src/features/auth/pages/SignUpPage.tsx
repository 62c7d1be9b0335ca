import { Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AuthShell } from '../components/AuthShell.tsx';
import { SignUpStepOne } from '../components/SignUpStepOne.tsx';
import { SignUpStepTwo } from '../components/SignUpStepTwo.tsx';

/** /register: two steps; the e-mail from step 1 carries into step 2 and back. */
export default function SignUpPage() {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<1 | 2>(1);

  return (
    <AuthShell
      title={step === 1 ? 'Create your business account' : 'Tell us about you'}
      subtitle={
        step === 1 ? (
          'Join thousands of salons, spas and barbers taking bookings online.'
        ) : (
          <Stack gap={6} align="flex-start">
            <Badge variant="light">Step 2 of 2</Badge>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              Signing up as{' '}
              <Text span fz="sm" fw={600} c="dark">
                {email}
              </Text>
            </Text>
          </Stack>
        )
      }
    >
      {step === 1 ? (
        <SignUpStepOne
          initialEmail={email}
          onNext={(next) => {
            setEmail(next);
            setStep(2);
          }}
        />
      ) : (
        <SignUpStepTwo email={email} onBack={() => setStep(1)} />
      )}
    </AuthShell>
  );
}
