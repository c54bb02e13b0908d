#pragma once

#include "model/io/projectfile.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"
#include "ui/preview/previewdocks.h"
#include "ui/preview/previewservice.h"
#include "ui/problems/problemspanel.h"
#include "ui/properties/propertyeditor.h"
#include "ui/properties/propertymodel.h"
#include "ui/properties/propertysheet.h"

#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace GuiUtil {

// What every GUI suite does first: settings and recovery files in test locations of its own, and
// the English interface. False when the catalogue cannot be installed.
inline bool startSession(const QString &suite)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HBaseSchemaDesignerTest"));
    QCoreApplication::setApplicationName(suite);
    return Translations::installForLocale(QStringLiteral("en"));
}

// Waits until the background preview has caught up with every edit and the panels show it.
inline bool waitForPreview(MainWindow &window, int timeoutMs = 20000)
{
    const bool done =
        QTest::qWaitFor([&window] { return !window.previews()->service()->isBusy(); }, timeoutMs);
    QCoreApplication::processEvents();
    return done;
}

// Shows `window` at `size` and makes it the active window: offscreen, focus events and
// editingFinished arrive only there, so keyboard tests start here. False when it is not active.
inline bool showActive(QWidget &window, QSize size = QSize(1400, 900))
{
    window.resize(size);
    window.show();
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

// Shows `window` active at 1400×900 with the chat example open and `objectPath` selected, for
// editing in its panels as a user does. False when any step fails.
inline bool showChatWith(MainWindow &window, const QString &objectPath)
{
    if (!showActive(window))
        return false;
    QString error;
    if (!window.openFile(TestUtil::chatExample(), &error))
        return false;
    QCoreApplication::processEvents(); // the opened project's first table is selected
    window.document()->select(objectPath);
    QCoreApplication::processEvents();
    return true;
}

// Sets a property of the selected object as the editor does; returns the editor's message.
inline QString editProperty(MainWindow &window, const QString &id, const QString &text)
{
    PropertyModel *model = window.propertyEditor()->model();
    const QModelIndex index = model->indexOf(id);
    if (!index.isValid())
        return QStringLiteral("no property ") + id;
    if (model->data(index, PropertyModel::TypeRole).toInt() == int(Property::Type::Flag))
        model->setData(index, text == u"true" ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
    else
        model->setData(index, text);
    return window.propertyEditor()->message();
}

// The table of `project` named `fullName` ("ns:table"), to change it in an edit.
inline Table &tableNamed(Project &project, const QString &fullName)
{
    for (Table &t : project.tables) {
        if (t.fullName() == fullName)
            return t;
    }
    qFatal("no table %s", qPrintable(fullName));
}

inline QString value(MainWindow &window, const QString &id)
{
    PropertyModel *model = window.propertyEditor()->model();
    return model->data(model->indexOf(id), Qt::EditRole).toString();
}

inline QByteArray serialized(const Project &project)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.json"));
    QString error;
    return ProjectFile::save(project, path, &error) ? TestUtil::readAll(path) : QByteArray();
}

inline bool hasFinding(MainWindow &window, const QString &rule)
{
    if (!GuiUtil::waitForPreview(window))
        return false;
    const QAbstractItemModel *problems = window.problemsView()->model();
    for (int row = 0; row < problems->rowCount(); ++row) {
        if (problems->index(row, 1).data().toString() == rule)
            return true;
    }
    return false;
}

} // namespace GuiUtil
