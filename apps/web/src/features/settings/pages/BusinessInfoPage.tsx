import { businessInfoBody, MSG, type UserDetails } from '@app/shared';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX } from '@tabler/icons-react';
import { useBusinessCategories } from '../../../api/business.ts';
import { useSaveBusinessInfo } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { alert } from '../../../lib/alert.ts';
import { showSaveError, zodResolver } from '../../../lib/form.ts';
import { NeedsDetails } from '../components/NeedsDetails.tsx';

type Values = {
  business_name: string;
  business_description: string;
  business_category: string;
  instagram: string;
  facebook: string;
  twitter: string;
};

const toBody = (v: Values) => ({
  business_name: v.business_name,
  business_description: v.business_description.trim() || null,
  business_category: v.business_category ? Number(v.business_category) : undefined,
  instagram: v.instagram.trim() || null,
  facebook: v.facebook.trim() || null,
  twitter: v.twitter.trim() || null,
});

function InfoForm({ details }: { details: UserDetails }) {
  const categories = useBusinessCategories();
  const save = useSaveBusinessInfo();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      business_name: details.business_name ?? '',
      business_description: details.business_description ?? '',
      business_category: details.businesscategory[0] ? String(details.businesscategory[0].id) : '',
      instagram: details.instagram ?? '',
      facebook: details.facebook ?? '',
      twitter: details.twitter ?? '',
    },
    validate: (values) => {
      const errors = zodResolver(businessInfoBody)(toBody(values));
      if (errors.business_category) errors.business_category = 'Choose a category';
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(businessInfoBody.parse(toBody(values)));
      alert('positive', answer.message ?? MSG.businessSaved);
      form.resetDirty();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Business info">
      <Stack gap="md">
        <TextInput label="Business name" required {...form.getInputProps('business_name')} />
        <Select
          label="Category"
          required
          placeholder="Choose a category"
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category_name }))}
          allowDeselect={false}
          {...form.getInputProps('business_category')}
        />
        <Textarea
          label="About the business"
          description="Customers read this on your shop page"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          {...form.getInputProps('business_description')}
        />
        <SimpleGrid cols={3}>
          <TextInput
            label="Instagram"
            placeholder="https://instagram.com/…"
            leftSection={<IconBrandInstagram size={18} />}
            {...form.getInputProps('instagram')}
          />
          <TextInput
            label="Facebook"
            placeholder="https://facebook.com/…"
            leftSection={<IconBrandFacebook size={18} />}
            {...form.getInputProps('facebook')}
          />
          <TextInput
            label="X (Twitter)"
            placeholder="https://x.com/…"
            leftSection={<IconBrandX size={18} />}
            {...form.getInputProps('twitter')}
          />
        </SimpleGrid>
        <SaveBar loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** Settings > Business settings > Info: name, category, description and social links. */
export default function BusinessInfoPage() {
  return (
    <Panel title="Business name and info" description="How your business appears to customers." maw={900}>
      <NeedsDetails>{(details) => <InfoForm details={details} />}</NeedsDetails>
    </Panel>
  );
}
