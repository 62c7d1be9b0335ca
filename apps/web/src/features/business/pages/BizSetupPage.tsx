import { bizSetupBody, LIMITS, MSG } from '@app/shared';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useBusinessCategories, useBusinessSetup } from '../../../api/business.ts';
import { signOut } from '../../../api/signOut.ts';
import { ImagePicker } from '../../../components/ImagePicker.tsx';
import { SetupShell } from '../../../components/SetupShell.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import { setUser } from '../../../lib/session.ts';

const DESCRIPTION_MAX = bizSetupBody.shape.business_description.maxLength ?? undefined;

export default function BizSetupPage() {
  const navigate = useNavigate();
  const categories = useBusinessCategories();
  const setup = useBusinessSetup();
  const form = useForm({
    initialValues: {
      business_category: null as string | null,
      business_address: '',
      business_description: '',
      home_service: false,
      my_place: false,
      images: [] as string[],
    },
    validate: zodResolver(bizSetupBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await setup.mutateAsync(bizSetupBody.parse(values));
      setUser({ regStatus: true });
      alert('positive', result.message || MSG.businessSaved);
      navigate('/biz-success', { state: { fromBizSetup: true }, replace: true });
    } catch (error) {
      applyServerErrors(error, form.setFieldError);
      reportError(error);
    }
  });

  const description = form.values.business_description;

  return (
    <SetupShell onSignOut={() => void signOut()}>
      <Badge variant="light" mb="sm">
        Final step
      </Badge>
      <Title order={1} fz={28}>
        Set up your business
      </Title>
      <Text c="dimmed" mb="xl">
        Tell customers what you do and where they can find you.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Select
            label="Business category"
            placeholder={categories.isLoading ? 'Loading categories…' : 'Choose a category'}
            data={(categories.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.category_name,
            }))}
            searchable
            nothingFoundMessage="No category found"
            allowDeselect={false}
            {...form.getInputProps('business_category')}
          />
          <TextInput
            label="Business address"
            placeholder="e.g. 12 Admiralty Way, Lekki Phase 1, Lagos"
            autoComplete="street-address"
            {...form.getInputProps('business_address')}
          />
          <Textarea
            label="Business description"
            placeholder="What makes your business special? Services, experience, specialities…"
            autosize
            minRows={4}
            maxRows={8}
            maxLength={DESCRIPTION_MAX}
            {...form.getInputProps('business_description')}
            description={DESCRIPTION_MAX ? `${description.length}/${DESCRIPTION_MAX}` : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Input.Wrapper label="Where do you serve customers?" error={form.errors.my_place}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt={8}>
              <Paper withBorder p="md" radius="md">
                <Checkbox
                  label="Home service"
                  description="You travel to the client"
                  {...form.getInputProps('home_service', { type: 'checkbox' })}
                  onChange={(event) => {
                    form.setFieldValue('home_service', event.currentTarget.checked);
                    // The 'choose at least one place' error sits under both boxes: either one clears it.
                    form.clearFieldError('my_place');
                  }}
                />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Checkbox
                  label="My place"
                  description="Clients come to your shop"
                  {...form.getInputProps('my_place', { type: 'checkbox' })}
                  error={undefined}
                />
              </Paper>
            </SimpleGrid>
          </Input.Wrapper>
          <ImagePicker
            value={form.values.images}
            onChange={(images) => form.setFieldValue('images', images)}
            max={LIMITS.businessImagesMax}
            subject="Workspace"
            error={form.errors.images}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" size="md" miw={200} loading={setup.isPending}>
              Complete setup
            </Button>
          </Group>
        </Stack>
      </form>
    </SetupShell>
  );
}
