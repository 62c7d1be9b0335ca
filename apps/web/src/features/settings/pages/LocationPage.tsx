import { locationBody, MSG, type UserDetails } from '@app/shared';
import { Checkbox, Collapse, Input, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveLocation } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { alert } from '../../../lib/alert.ts';
import { num, showSaveError, zodResolver } from '../../../lib/form.ts';
import { NeedsDetails } from '../components/NeedsDetails.tsx';

type Values = {
  business_address: string;
  home_service: boolean;
  my_place: boolean;
  home_service_fee: number | string;
};
const toBody = (v: Values) => ({
  business_address: v.business_address,
  home_service: v.home_service,
  my_place: v.my_place,
  home_service_fee: v.home_service ? num(v.home_service_fee) : (num(v.home_service_fee) ?? 0),
});

function LocationForm({ details }: { details: UserDetails }) {
  const save = useSaveLocation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      business_address: details.business_address ?? '',
      home_service: details.home_service,
      my_place: details.my_place,
      home_service_fee: details.homeservicefee ?? 0,
    },
    validate: (values) => zodResolver(locationBody)(toBody(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(locationBody.parse(toBody(values)));
      alert('positive', answer.message ?? MSG.detailsSaved);
      form.resetDirty();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Location and mobile services">
      <Stack gap="md">
        <Textarea
          label="Business address"
          description="Where customers come for appointments at your place"
          required
          autosize
          minRows={2}
          {...form.getInputProps('business_address')}
        />
        <Input.Wrapper label="Where you serve customers" error={form.errors.my_place}>
          <Stack gap="sm" mt={8}>
            <Paper withBorder radius="md" p="md">
              <Checkbox
                label="At my place"
                description="Customers come to your address"
                {...form.getInputProps('my_place', { type: 'checkbox' })}
                error={undefined}
              />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Checkbox
                label="Home service"
                description="You travel to the customer's location"
                {...form.getInputProps('home_service', { type: 'checkbox' })}
              />
              <Collapse expanded={form.values.home_service}>
                <NumberInput
                  mt="md"
                  ml={32}
                  maw={380}
                  label="Home service fee"
                  description="Added to the bill when you go to the customer"
                  prefix="₦"
                  thousandSeparator=","
                  min={0}
                  decimalScale={2}
                  {...form.getInputProps('home_service_fee')}
                />
              </Collapse>
            </Paper>
          </Stack>
        </Input.Wrapper>
        <Text fz="xs" c="dimmed">
          Services marked “Home service” can only be booked at the customer's location when home service is
          on.
        </Text>
        <SaveBar loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** Settings > Business settings > Location and mobile services. */
export default function LocationPage() {
  return (
    <Panel
      title="Location and mobile services"
      description="Your address and whether you offer home service."
    >
      <NeedsDetails>{(details) => <LocationForm details={details} />}</NeedsDetails>
    </Panel>
  );
}
