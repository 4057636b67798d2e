/**
 * Decorative inline icons (hidden from assistive technology; the control carries the label), one
 * module each: a bundle then carries an icon in the chunk of the screens that draw it, so the
 * first page does not hold the icons of every lazy screen.
 */
export { Icon, type IconProps } from './icons/Icon';
export { ChevronLeftIcon } from './icons/ChevronLeftIcon';
export { ChevronRightIcon } from './icons/ChevronRightIcon';
export { ChevronsLeftIcon } from './icons/ChevronsLeftIcon';
export { ChevronsRightIcon } from './icons/ChevronsRightIcon';
export { ChevronDownIcon } from './icons/ChevronDownIcon';
export { CloseIcon } from './icons/CloseIcon';
export { CheckIcon } from './icons/CheckIcon';
export { EyeIcon } from './icons/EyeIcon';
export { EyeOffIcon } from './icons/EyeOffIcon';
export { UploadIcon } from './icons/UploadIcon';
export { AlertIcon } from './icons/AlertIcon';
export { InboxIcon } from './icons/InboxIcon';
export { ArrowLeftIcon } from './icons/ArrowLeftIcon';
export { TrashIcon } from './icons/TrashIcon';
export { RefreshIcon } from './icons/RefreshIcon';
export { UndoIcon } from './icons/UndoIcon';
export { ChartIcon } from './icons/ChartIcon';
export { NoteIcon } from './icons/NoteIcon';
export { PhoneIcon } from './icons/PhoneIcon';
export { MonitorIcon } from './icons/MonitorIcon';
export { SearchIcon } from './icons/SearchIcon';
export { ListIcon } from './icons/ListIcon';
export { VideoIcon } from './icons/VideoIcon';
export { StarIcon } from './icons/StarIcon';
export { MenuIcon } from './icons/MenuIcon';
export { LogoutIcon } from './icons/LogoutIcon';
export { EditIcon } from './icons/EditIcon';
export { PlusIcon } from './icons/PlusIcon';
export { DownloadIcon } from './icons/DownloadIcon';
export { TriangleIcon } from './icons/TriangleIcon';
export { AccessibilitySymbol } from './icons/AccessibilitySymbol';
