/** The profile card's default avatar (spec: "photo or default avatar"). */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#dbe8fb"/><circle cx="48" cy="38" r="17" fill="#1351b4"/><path d="M16 84c5-17 17-25 32-25s27 8 32 25" fill="#1351b4"/></svg>',
)}`;
