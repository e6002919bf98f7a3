import { RETURN_REASON_LABELS, formatRupees, shortOrderId, type AdminReturnResponse } from '@store/contracts';
import { Link, useParams } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { formatWhen } from '../ui/audit';
import { AdminHeading, ErrorState, LoadingState } from '../ui/states';
import { ApproveForm, RejectForm } from './ApproveRejectForms';
import { RETURNS_TEXT as T } from './constants';
import { ReceiveForm, RefundForm, ExchangeForm } from './ReceiveRefundForms';
import { ReturnBadge } from './ReturnBadge';
import { returnLineLabel, stepsFor, type ReturnStep } from './return-action-rules';
import { useAdminReturnQuery } from './returns-api';
import { useReturnStep, useStepOutcome } from './use-return-step';

const card = 'rounded-lg bg-white p-4 shadow-sm';
const STEP_TITLE: Record<ReturnStep, string> = {
  approve: T.approve.title,
  reject: T.reject.title,
  receive: T.receive.title,
  refund: T.refund.title,
  exchange: T.exchange.title,
};

/** /admin/returns/{returnId}: the request (lines, photos, comment, its history) and the steps its state allows. */
export function ReturnDetailsPage() {
  const { returnId = '' } = useParams();
  const query = useAdminReturnQuery(returnId);
  usePageTitle(`Admin · Return ${query.data?.return.number ?? ''}`.trim());
  return (
    <section>
      <Link to="/admin/returns" className="mb-2 inline-block text-sm font-semibold hover:underline">
        ← {T.request.back}
      </Link>
      {query.isLoading && <LoadingState text={T.request.loading} />}
      {query.isError && (
        <ErrorState text={messageOr(query.error, T.request.loadFailed)} onRetry={() => void query.refetch()} />
      )}
      {query.data && <ReturnRequest data={query.data} />}
    </section>
  );
}

function ReturnRequest({ data }: { data: AdminReturnResponse }) {
  const request = data.return;
  const [outcome, setOutcome] = useStepOutcome();
  const step = useReturnStep(setOutcome);
  const steps = stepsFor(request);
  return (
    <>
      <AdminHeading title={`Return ${request.number}`}>
        <ReturnBadge state={request.state} />
      </AdminHeading>
      {outcome && (
        <div
          role="alert"
          className={`mb-4 rounded-md border p-3 text-sm ${outcome.conflict ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-800'}`}
        >
          <p className="font-semibold">{outcome.message}</p>
          {outcome.conflict && <p>{T.conflictAfter}</p>}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <dl className={`${card} grid grid-cols-2 gap-3 text-sm sm:grid-cols-3`}>
            <Fact label="Order">
              <Link to={`/admin/orders?q=${shortOrderId(request.orderId)}`} className="font-mono underline">
                #{shortOrderId(request.orderId)}
              </Link>
            </Fact>
            <Fact label="Customer">
              {data.customerName ?? '-'}
              {data.customerEmail && <span className="block text-xs text-neutral-600">{data.customerEmail}</span>}
              {data.customerPhone && <span className="block text-xs text-neutral-600">{data.customerPhone}</span>}
            </Fact>
            <Fact label="Reason">{RETURN_REASON_LABELS[request.reason]}</Fact>
            <Fact label="Requested">{formatWhen(request.requestedAt)}</Fact>
            {request.pickup && (
              <Fact label="Pickup">
                {request.pickup.carrier} ·{' '}
                <a href={request.pickup.trackingUrl} target="_blank" rel="noreferrer" className="font-mono underline">
                  {request.pickup.awb}
                </a>
              </Fact>
            )}
            {request.customerShips && <Fact label="Pickup">Customer ships it</Fact>}
            {request.rejectionReason && <Fact label="Rejected because">{request.rejectionReason}</Fact>}
            {request.refund && <Fact label="Refunded">{formatRupees(request.refund.amount)}</Fact>}
            {request.refundFailure && request.state === 'received' && (
              <Fact label="Refund failed">
                <span role="alert" className="text-red-800">
                  {T.refund.failed(formatRupees(request.refundFailure.amount), request.refundFailure.reason)}
                </span>
                <span className="block text-xs text-neutral-600">{formatWhen(request.refundFailure.at)}</span>
              </Fact>
            )}
            {request.replacement && (
              <Fact label="Replacement">
                {request.replacement.carrier} ·{' '}
                <a
                  href={request.replacement.trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-mono underline"
                >
                  {request.replacement.awb}
                </a>
              </Fact>
            )}
          </dl>
          <section aria-labelledby="return-lines" className={card}>
            <h2 id="return-lines" className="mb-2 text-sm font-bold uppercase">
              {T.request.lines}
            </h2>
            <ul className="divide-y divide-neutral-100">
              {request.lines.map((line) => (
                <li key={line.line} className="flex gap-3 py-2 text-sm">
                  <img src={line.image} alt="" className="size-14 rounded object-cover" />
                  <div>
                    <p className="font-semibold">
                      {line.quantity} × {returnLineLabel(line)}
                    </p>
                    <p className="text-xs text-neutral-700">
                      Paid {formatRupees(line.unitPrice)} each
                      {line.exchange &&
                        ` · wants ${line.exchange.colorName ?? 'Original'}, ${line.exchange.size} instead`}
                      {line.receivedGood + line.receivedDamaged > 0 &&
                        ` · received ${line.receivedGood} good, ${line.receivedDamaged} damaged`}
                      {line.refunded > 0 && ` · refunded ${formatRupees(line.refunded)}`}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="return-comment" className={card}>
            <h2 id="return-comment" className="mb-2 text-sm font-bold uppercase">
              {T.request.comment}
            </h2>
            <p className="text-sm whitespace-pre-line">{request.comment || T.request.noComment}</p>
            <h2 className="mt-4 mb-2 text-sm font-bold uppercase">{T.request.photos}</h2>
            {request.photos.length === 0 ? (
              <p className="text-sm">{T.request.noPhotos}</p>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label={T.request.photos}>
                {request.photos.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={T.request.photo(index)}
                        className="size-28 rounded-md border border-neutral-200 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="space-y-4">
          {/* Keyed by version: after a step (or another admin's) the forms start from the return as it is now. */}
          {steps.map((name) => (
            <section key={`${name}-${request.version}`} aria-label={STEP_TITLE[name]} className={card}>
              <h2 className="mb-2 text-sm font-bold uppercase">{STEP_TITLE[name]}</h2>
              {name === 'approve' && <ApproveForm request={request} step={step} />}
              {name === 'reject' && <RejectForm request={request} step={step} />}
              {name === 'receive' && <ReceiveForm request={request} step={step} />}
              {name === 'refund' && <RefundForm request={request} step={step} />}
              {name === 'exchange' && <ExchangeForm request={request} step={step} />}
            </section>
          ))}
          <section aria-labelledby="return-steps" className={card}>
            <h2 id="return-steps" className="mb-2 text-sm font-bold uppercase">
              {T.request.steps}
            </h2>
            <ol className="space-y-2 border-l-2 border-neutral-200 pl-3 text-sm" aria-label="Return history">
              {request.steps.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  <p>{entry.text}</p>
                  <p className="text-xs text-neutral-600">
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {entry.by}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-neutral-600 uppercase">{label}</dt>
      <dd className="text-neutral-900">{children}</dd>
    </div>
  );
}
