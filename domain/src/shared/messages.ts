/** User-facing words exactly as the spec writes them (sections 5 and 8). */
export const MESSAGES = {
  sessionExpired: 'Your session has expired. Please login again.',
  networkError: 'Network error occurred. Please login again.',
  unknownError: 'An error occurred',
  wrongServices: 'Wrong Services',
  loginFailed: 'Invalid username or password',
  alreadyProcessed: 'Selected Data has already been processed',
  recordAlreadyProcessed: 'The Selected Record has Already Processed',
  dataProcessed: 'Data Processed..!',
  noDataFound: 'No Data Found',
  noDataAvailable: 'No data available',
  missingInformation: 'Missing Information',
  success: 'Success!',
  formSubmitted: 'Form Submitted Successfully',
  registered: 'Successfully Registered',
  itemDeleted: 'Your item has been deleted',
  confirmAdd: 'Are you Sure to Add',
  confirm: 'Are you Sure',
  confirmDelete: 'Are you Sure to delete',
  cannotRevert: "You won't be able to revert this!",
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  selectDate: 'Please select a date.',
  selectFromToDate: 'Please Select From Date and To Date',
  selectDateAndSlot: 'Please select both a Date and a slot number',
  selectAllFields: 'Please select all fields',
  enterDefectCode: 'Please enter Defect Code',
  enterDefectName: 'Please enter Defect Name',
  enterCocoonName: 'Please enter Cocoon Name',
  enterShortName: 'Please enter Short Name',
} as const;

export const PRODUCT_NAME = 'Cocoon Market';
export const DEPARTMENT_NAME_EN = 'Department of Sericulture';
export const DEPARTMENT_NAME_TA = 'பட்டு வளர்ச்சித் துறை';
