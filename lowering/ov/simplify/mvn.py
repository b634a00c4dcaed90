"""(being written)"""


def patterns():
    return []
