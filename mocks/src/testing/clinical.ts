/**
 * Words of a clinical detail. Queue observations are public (the 'Info' column): the seed's and
 * the template's must read as a regulation team's administrative notes, and match none of these.
 */
export const CLINICAL_TERMS =
  /marcapasso|hipertens|diabet|anticoagul|medica[çc][ãa]o|gestante|\bHIV\b|c[âa]ncer|alergi|cl[íi]nic/i;
