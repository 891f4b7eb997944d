export { BirthdaySplash, type IBirthdaySplashProps } from "./BirthdaySplash.tsx";
