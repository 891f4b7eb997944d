import { data } from "react-router";

/**
 * The form a page action was posted. A browser's form always arrives in one of the two form
 * encodings; a body that is not one (JSON, plain text, multipart without its boundary or cut
 * short, no body at all on PUT or DELETE) is the client's mistake: the 400 error page ('Что-то
 * пошло не так!', spec §2), never a 500 and never an action run on a form that was not sent.
 */
export async function requestForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
