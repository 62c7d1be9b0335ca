import { GENDERS } from '@app/shared';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Values = { businessName: string; phoneNum: string; gender: string | null };

/** Business name, phone and gender: shared by e-mail sign-up and social completion. */
export function BusinessBasicsFields<T extends Values>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <>
      <TextInput
        label="Business name"
        placeholder="e.g. Adaeze Hair Studio"
        autoComplete="organization"
        {...form.getInputProps('businessName')}
      />
      <TextInput
        label="Phone number"
        placeholder="08012345678"
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phoneNum')}
      />
      <Select
        label="Gender"
        placeholder="Select gender"
        data={[...GENDERS]}
        allowDeselect={false}
        {...form.getInputProps('gender')}
      />
    </>
  );
}
