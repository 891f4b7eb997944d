export { BookingStep, type IBookingStepProps, type TBookingStepState } from "./BookingStep.tsx";
export { ChoiceList, type IChoice, type IChoiceListProps } from "./ChoiceList.tsx";
export {
  DayCalendar,
  type ICalendarDay,
  type ICalendarMonth,
  type IDayCalendarProps,
} from "./DayCalendar.tsx";
export { type ITimeSlot, type ITimeSlotsProps, TimeSlots } from "./TimeSlots.tsx";
