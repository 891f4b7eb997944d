export { ClinicCard, type IClinicCardProps } from "./ClinicCard.tsx";
export { type IServiceItem, type IServiceListProps, ServiceList } from "./ServiceList.tsx";
export { type ISpecialistCardProps, SpecialistCard } from "./SpecialistCard.tsx";
