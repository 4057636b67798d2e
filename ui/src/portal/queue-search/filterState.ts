/**
 * The filter form's state machine (spec §4): choosing a service clears procedure and status (its
 * procedures then load and the status list is reset); clearing the service empties the procedures;
 * the procedure stays disabled until a service is chosen; Limpar empties everything; a search with
 * a missing filter flags the empty fields.
 */
export interface FilterValues {
  service: string | null;
  procedure: string | null;
  status: string | null;
}

export interface FilterState extends FilterValues {
  /** Fields flagged by the last search attempt (cleared as each is filled). */
  flagged: ReadonlyArray<keyof FilterValues>;
}

export type FilterAction =
  | { type: 'service'; value: string | null }
  | { type: 'procedure'; value: string | null }
  | { type: 'status'; value: string | null }
  | { type: 'load'; values: FilterValues }
  | { type: 'clear' }
  | { type: 'flag' };

export const EMPTY_FILTER: FilterState = {
  service: null,
  procedure: null,
  status: null,
  flagged: [],
};

const unflag = (state: FilterState, ...fields: Array<keyof FilterValues>) =>
  state.flagged.filter((field) => !fields.includes(field));

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'service':
      if (action.value === state.service) return state;
      return {
        service: action.value,
        procedure: null,
        status: null,
        flagged: action.value ? unflag(state, 'service') : state.flagged,
      };
    case 'procedure':
      return {
        ...state,
        procedure: state.service ? action.value : null,
        flagged: action.value ? unflag(state, 'procedure') : state.flagged,
      };
    case 'status':
      return {
        ...state,
        status: action.value,
        flagged: action.value ? unflag(state, 'status') : state.flagged,
      };
    case 'load':
      return { ...action.values, flagged: [] };
    case 'clear':
      return EMPTY_FILTER;
    case 'flag':
      return {
        ...state,
        flagged: (['service', 'procedure', 'status'] as const).filter((field) => !state[field]),
      };
  }
}
