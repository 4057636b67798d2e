/** The rows of the tab's three columns: a selection box, the item, and its actions. */
import { formatCpf } from '../../../domain/cpf';
import { formatApiDateOrRaw } from '../../../domain/dates';
import { IconButton } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ChevronRightIcon, EditIcon, EyeIcon, TrashIcon } from '../../../primitives/icons';
import type { ScheduledNotification } from '../api';
import { interactionLabel } from '../interactions';
import { NOTIFICATIONS } from '../messages';
import type { ScheduledRecipient, ScheduledTime } from './api';
import { SCHEDULED_LIST } from './messages';
import { Row } from './ScheduledColumn';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

export const padId = (id: number) => String(id).padStart(3, '0');

type Counts = Array<{ status: number; number: number }>;
const countsText = (counts: Counts, names: ReadonlyMap<number, string>) =>
  counts.map((c) => `${interactionLabel(c.status, names)}: ${c.number}`).join(' · ');

interface RowProps {
  /** Scheduled mode: selection, edit and remove are offered. */
  editable: boolean;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onRemove: () => void;
  busy: boolean;
  names: ReadonlyMap<number, string>;
}

function SelectBox({
  label,
  ...p
}: Pick<RowProps, 'selected' | 'onSelect' | 'busy'> & { label: string }) {
  return (
    <Checkbox checked={p.selected} onChange={p.onSelect} disabled={p.busy} aria-label={label}>
      <span className="visually-hidden">{label}</span>
    </Checkbox>
  );
}

/** A notification's or a recipient's Editar and Remover buttons, named after the row. */
function EditAndRemove(props: {
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  return (
    <>
      <IconButton size="sm" variant="ghost" label={L.edit(props.name)} onClick={props.onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        label={L.remove(props.name)}
        onClick={props.onRemove}
        disabled={props.busy}
      >
        <TrashIcon />
      </IconButton>
    </>
  );
}

export function NotificationRow({
  item,
  current,
  onEdit,
  onShowNext,
  ...p
}: RowProps & {
  item: ScheduledNotification;
  current: boolean;
  onEdit: () => void;
  onShowNext: () => void;
}) {
  const name = `Notificação ${padId(item.noa_id)}`;
  return (
    <Row $current={current} aria-current={current || undefined} data-noa={item.noa_id}>
      <div>{p.editable && <SelectBox label={L.select(name)} {...p} />}</div>
      <div>
        <p className="muted">#{padId(item.noa_id)}</p>
        <p className="title">{item.noa_titulo}</p>
        <p>{item.noa_mensagem}</p>
        {item.interactions.length > 0 && (
          <p className="muted">{countsText(item.interactions, p.names)}</p>
        )}
      </div>
      <div className="actions">
        {p.editable && (
          <EditAndRemove name={name} onEdit={onEdit} onRemove={p.onRemove} busy={p.busy} />
        )}
        <IconButton size="sm" variant="ghost" label={L.showRecipients(name)} onClick={onShowNext}>
          <ChevronRightIcon />
        </IconButton>
      </div>
    </Row>
  );
}

export function RecipientRow({
  item,
  current,
  onEdit,
  onShowNext,
  ...p
}: RowProps & {
  item: ScheduledRecipient;
  current: boolean;
  onEdit: () => void;
  onShowNext: () => void;
}) {
  const name = `Destinatário ${formatCpf(item.nod_cpf)}`;
  return (
    <Row $current={current} aria-current={current || undefined} data-nod={item.nod_id}>
      <div>{p.editable && <SelectBox label={L.select(name)} {...p} />}</div>
      <div>
        <p className="title">{formatCpf(item.nod_cpf)}</p>
        <p>{item.usu_nome_usuario ?? L.noName}</p>
        {item.interactions.length > 0 && (
          <p className="muted">{countsText(item.interactions, p.names)}</p>
        )}
      </div>
      <div className="actions">
        {p.editable && (
          <EditAndRemove name={name} onEdit={onEdit} onRemove={p.onRemove} busy={p.busy} />
        )}
        <IconButton size="sm" variant="ghost" label={L.showTimes(name)} onClick={onShowNext}>
          <ChevronRightIcon />
        </IconButton>
      </div>
    </Row>
  );
}

export function TimeRow({
  item,
  onView,
  ...p
}: RowProps & { item: ScheduledTime; onView: () => void }) {
  const when = `${formatApiDateOrRaw(item.noh_data)} ${item.noh_hora}`;
  const name = `Horário ${when}`;
  return (
    <Row data-noh={item.noh_id}>
      <div>{p.editable && <SelectBox label={L.select(name)} {...p} />}</div>
      <div>
        <p className="title">{when}</p>
        <p className="muted">
          {interactionLabel(item.noh_id_tipos_interacoes_notificacoes, p.names) || M.noInteraction}
        </p>
      </div>
      <div className="actions">
        <IconButton size="sm" variant="ghost" label={L.showInteraction(name)} onClick={onView}>
          <EyeIcon />
        </IconButton>
        {p.editable && (
          <IconButton
            size="sm"
            variant="ghost"
            label={L.remove(name)}
            onClick={p.onRemove}
            disabled={p.busy}
          >
            <TrashIcon />
          </IconButton>
        )}
      </div>
    </Row>
  );
}
