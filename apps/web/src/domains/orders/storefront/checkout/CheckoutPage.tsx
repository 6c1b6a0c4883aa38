// /checkout: the cart as the shop prices it now, the order's details and the confirmation. The order
// is sent with an idempotency key kept for the same details (double clicks and retries make one
// order); a changed cart is shown and must be confirmed again; a failure keeps the form and the cart.
import { useQuery } from '@apollo/client/react';
import { CUSTOMER_TIPI } from '@shop/contract/rules';
import { Alert, Button, Center, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { localizePath, toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { RequireUser } from '../../../users/index';
import { useCompany } from '../../../users/index';
import { shopMessages } from '../../../../i18n/shop-messages';
import { useNotifications } from '../../../notifications/index';
import { orderConfirmationPath } from '../order-paths';
import { createAttemptKeys } from './attempt-key';
import { CartChangedNotice, type CartChange } from './CartChangedNotice';
import { cartChanges, type SeenLine } from './cart-changes';
import { CheckoutForm, NOTES_MAX, type CheckoutErrors, type CheckoutValues } from './CheckoutForm';
import { CheckoutQuery, readCheckoutCart, type CheckoutCart as CartData } from './checkout-documents';
import { CheckoutSummary } from './CheckoutSummary';
import { ConfirmOrderDialog } from './ConfirmOrderDialog';
import { deliveryDateProblem, minDeliveryDate } from './delivery-date';
import { checkoutMessages as m } from './messages';
import { placeOrderFailure, placeOrderRefusal, type PlaceOrderFailure } from './order-errors';
import { usePlaceOrderMutation } from './usePlaceOrderMutation';
import { ShopLink } from '../../../../app/storefront-ui/ShopLink';

const seenLines = (cart: CartData): SeenLine[] =>
  cart.lines.map((line) => ({
    code: line.code,
    description: line.description,
    quantity: line.quantity,
    netPrice: line.netPrice ?? null,
    total: line.total ?? null,
    available: line.available,
  }));

export function CheckoutPage() {
  // Keyed by the client ordered for: changing client never carries address, date or notes across.
  return (
    <RequireUser types={CUSTOMER_TIPI} orderingFor>
      {(viewer) => <Checkout key={viewer.orderingFor?.code ?? ''} />}
    </RequireUser>
  );
}

function Checkout() {
  const intl = useIntl();
  const locale = useLocale();
  const language = toLanguage(locale);
  const navigate = useNavigate();
  const { notifyOrderSuccess } = useNotifications();
  const { data, loading, error, refetch } = useQuery(CheckoutQuery, {
    variables: { language },
    // The prices the user confirms are the shop's of this moment, not a cached cart.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const [placeOrder] = usePlaceOrderMutation();
  const keys = useMemo(() => createAttemptKeys(), []);
  const placingRef = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState<CheckoutValues | null>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState<CartChange | null>(null);
  const minDate = minDeliveryDate();
  const title = intl.formatMessage(m.title);

  const { company, loading: companyLoading } = useCompany();
  const defaultAddress =
    company?.deliveryAddresses.find((a) => a.isDefault)?.code ?? company?.deliveryAddresses[0]?.code ?? '';
  const form: CheckoutValues = values ?? {
    addressCode: defaultAddress,
    deliveryDate: '',
    notes: '',
    accept: false,
  };
  const orderType = data?.config.settings.defaultOrderType ?? null;

  const validate = (): CheckoutErrors => {
    const found: CheckoutErrors = {};
    const dateProblem = deliveryDateProblem(form.deliveryDate);
    const minLabel = intl.formatDate(new Date(`${minDate}T12:00:00Z`), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    if (dateProblem) found.deliveryDate = intl.formatMessage(m[dateProblem], { min: minLabel });
    if (form.notes.length > NOTES_MAX) found.notes = intl.formatMessage(m.notesTooLong, { max: NOTES_MAX });
    if (!form.accept) found.accept = intl.formatMessage(m.acceptRequired);
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setProblem(Object.keys(found).length > 0 ? intl.formatMessage(m.formInvalid) : null);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const place = async (cart: CartData) => {
    if (placingRef.current) return; // a second click while the first is on its way
    placingRef.current = true;
    setPlacing(true);
    setProblem(null);
    const input = {
      acceptSaleConditions: true,
      deliveryAddressCode: form.addressCode || null,
      deliveryDate: form.deliveryDate || null,
      orderType,
      notes: form.notes.trim() || null,
      expectedTotal: cart.summary.total ?? null,
    };
    try {
      const result = await placeOrder({
        variables: { input, idempotencyKey: keys.keyFor(input), language },
      });
      const answer = result.data?.placeOrderResult;
      if (!answer) throw new Error('placeOrder answered nothing');
      if (answer.__typename !== 'Order') {
        await showFailure(cart, placeOrderRefusal(answer));
        return;
      }
      keys.reset();
      notifyOrderSuccess(answer.number);
      void navigate(localizePath(orderConfirmationPath(answer.number), locale));
    } catch (failure) {
      await showFailure(cart, placeOrderFailure(failure));
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  /** A refused or lost order: the form and the cart stay; a changed cart is shown to confirm again. */
  const showFailure = async (cart: CartData, reason: PlaceOrderFailure) => {
    setConfirming(false);
    if (reason.kind === 'unreachable') setProblem(intl.formatMessage(m.unreachable));
    else if (reason.kind === 'priceChanged' || reason.kind === 'outOfStock') {
      const before = seenLines(cart);
      const answer = (await refetch().catch(() => null))?.data?.cart;
      const fresh = answer && readCheckoutCart(answer);
      const changes = fresh ? cartChanges(before, seenLines(fresh)) : [];
      setChanged({
        changes,
        message: reason.message,
        before: cart.summary.total ?? null,
        after: fresh?.summary.total ?? null,
        decimals: cart.summary.decimals,
        canConfirm: reason.kind === 'priceChanged' && !changes.some((c) => c.kind === 'stock'),
      });
    } else if (reason.kind === 'field' && reason.field === 'input.deliveryDate') {
      setErrors({ deliveryDate: reason.message });
    } else if (reason.kind === 'field' && reason.field === 'input.notes') {
      setErrors({ notes: reason.message });
    } else setProblem(intl.formatMessage(m.failed, { reason: reason.message }));
  };

  if ((loading && !data) || companyLoading)
    return (
      <Center py="12">
        <Spinner role="status" color="primary.solid" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  const page = (children: ReactNode) => (
    <Stack gap="6" py={{ base: 2, lg: 4 }} width="full">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
  if (error || !data)
    return page(
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert.Root>,
    );
  const cart = readCheckoutCart(data.cart);
  if (cart.lines.length === 0)
    return page(
      <Stack gap="3" alignItems="flex-start">
        <Text>{intl.formatMessage(m.emptyCart)}</Text>
        <ShopLink to="/" fontWeight="semibold">
          {intl.formatMessage(m.continueShopping)}
        </ShopLink>
      </Stack>,
    );

  return page(
    <>
      <Text color="fg.muted">{intl.formatMessage(m.intro)}</Text>
      {changed && (
        <CartChangedNotice
          change={changed}
          placing={placing}
          onConfirm={() => {
            setChanged(null);
            void place(cart);
          }}
        />
      )}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="5">
            <CheckoutForm
              company={company}
              minDate={minDate}
              values={form}
              errors={errors}
              onChange={(next) => {
                setValues(next);
                setErrors({});
              }}
            />
            {problem && (
              <Text role="alert" color="red.700" data-testid="checkout-problem">
                {problem}
              </Text>
            )}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button type="submit" colorPalette="primary" size="lg" loading={placing}>
                {intl.formatMessage(m.placeOrder)}
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to={localizePath('/cart', locale)}>{intl.formatMessage(m.backToCart)}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </form>
        <CheckoutSummary cart={cart} />
      </Grid>
      <ConfirmOrderDialog
        open={confirming}
        total={cart.summary.total ?? null}
        decimals={cart.summary.decimals}
        placing={placing}
        onConfirm={() => void place(cart)}
        onCancel={() => setConfirming(false)}
      />
    </>,
  );
}
