import { Icon, type IIconProps } from "./Icon.tsx";

export function MenuIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16" />
      <path d="M4 12h16" />
      <path d="M4 17h16" />
    </Icon>
  );
}

export function SearchIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </Icon>
  );
}

export function HeartIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
    </Icon>
  );
}

export function CartIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M3 4h2.2l2.1 10.4a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.1" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </Icon>
  );
}

export function UserIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
    </Icon>
  );
}

export function PhoneIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M6.6 3.8h2.6l1.4 4.1-2 1.3a11.6 11.6 0 0 0 6.2 6.2l1.3-2 4.1 1.4v2.6a2 2 0 0 1-2.1 2A16.4 16.4 0 0 1 4.6 5.9a2 2 0 0 1 2-2.1Z" />
    </Icon>
  );
}

export function CloseIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12" />
      <path d="M18 6 6 18" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
export function ChevronUpIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="m6 15 6-6 6 6" />
    </Icon>
  );
}
export function ChevronLeftIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}
export function ChevronRightIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function MailIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </Icon>
  );
}

export function TelegramIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M20.5 4.5 3.5 11.2l5.6 2 2 6.3 3.1-4 4.6 3.4 1.7-14.4ZM9.1 13.2l8-5.6-5.9 7" />
    </Icon>
  );
}

export function VkIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 7.5h3c.6 3.4 2 5.4 3.2 5.9V7.5h2.8v3.3c1.3-.2 2.8-1.9 3.3-3.3h2.8c-.4 2-2 3.8-3.2 4.6 1.2.6 3 2.1 3.6 4.4h-3c-.6-1.5-1.9-2.8-3.5-3v3h-.4c-5.3 0-8.3-3.6-8.6-9Z" />
    </Icon>
  );
}

export function WhatsappIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 19.5 5.7 16A8 8 0 1 1 8.6 18.6Z" />
      <path d="M9.3 8.7c.3 2.7 3 5.3 5.8 5.8l.9-1.3-1.6-.8-.7.8c-1-.4-2.2-1.5-2.6-2.6l.8-.7-.8-1.6Z" />
    </Icon>
  );
}

export function OkIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="7.5" r="3.3" />
      <path d="M8 13.3c2.5 1.6 5.5 1.6 8 0" />
      <path d="m9 20 3-3.6 3 3.6" />
    </Icon>
  );
}

export function BotIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <rect x="4.5" y="8" width="15" height="11" rx="3" />
      <path d="M12 8V5" />
      <circle cx="12" cy="4" r="1" />
      <circle cx="9.3" cy="13" r="1" />
      <circle cx="14.7" cy="13" r="1" />
      <path d="M2.5 12.5v2.5" />
      <path d="M21.5 12.5v2.5" />
    </Icon>
  );
}

export function CheckIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ImagePlaceholderIcon(props: IIconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 12c2.3-4 5.6-6 9.5-6s7.2 2 9.5 6c-2.3 4-5.6 6-9.5 6s-7.2-2-9.5-6Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}
