// Helper for inc_error_in_included.td: an error in an included file.
class Helper {
  int x = "not an int";
}
def H : Helper;
